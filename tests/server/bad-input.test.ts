import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer, type ChildServer } from './helpers/child-server'
import { malformedRequests } from './helpers/malformed-bodies'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'

const dataDir = temporaryDirectory('bad-input-')
let server: ChildServer | undefined
afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
  dataDir.remove()
})

describe('malformed input', () => {
  it('gets a 4xx, never a 5xx, and the process stays up', { timeout: 180_000 }, async () => {
    server = await spawnServer({
      DATA_DIR: dataDir.path,
      WEBHOOK_URL: '',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SITE_DIR: join(dataDir.path, 'no-site'),
    })
    const requests = malformedRequests()
    expect(requests.length).toBeGreaterThanOrEqual(200)

    const statuses = new Map<number, number>()
    for (const request of requests) {
      const headers: Record<string, string> = {}
      if (request.contentType !== null) headers['Content-Type'] = request.contentType
      const response = await fetch(`${server.url}${request.path}`, {
        method: 'POST',
        headers,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      expect(response.status, request.label).toBeGreaterThanOrEqual(400)
      expect(response.status, request.label).toBeLessThan(500)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
    expect([...statuses.keys()].sort()).toEqual([400, 413, 415, 422])

    expect(server.child.exitCode).toBeNull()
    const db = new Database(join(dataDir.path, 'leads.db'), { readonly: true })
    expect(db.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual({ n: 0 })
    db.close()
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(200)
    const valid = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID_LEAD),
    })
    expect(valid.status).toBe(202)
  })
})
