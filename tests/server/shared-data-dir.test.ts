import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer, type ChildServer } from './helpers/child-server'
import { referencedId, StubWebhook } from './helpers/stub-webhook'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

const LEADS = 300
const dataDir = temporaryDirectory('shared-')
const stub = new StubWebhook()
const servers: ChildServer[] = []
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL')
  await stub.stop()
  dataDir.remove()
})

describe('two processes on one SQLite DATA_DIR', () => {
  it('both take leads and deliver them, none twice (claims are atomic)', async () => {
    await stub.start()
    stub.reply = () => ({ status: 204, delayMs: 5 })
    const env = {
      DATA_DIR: dataDir.path,
      WEBHOOK_URL: stub.url,
      RATE_LIMIT_PER_MINUTE: '1000000',
      SITE_DIR: join(dataDir.path, 'no-site'),
    }
    servers.push(await spawnServer(env), await spawnServer(env))
    const accepted: string[] = []
    let next = 0
    const sender = async () => {
      while (next < LEADS) {
        const n = next++
        const server = servers[n % 2]!
        const response = await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...VALID_LEAD, email: `shared${n}@example.com` }),
        })
        expect(response.status).toBe(202)
        accepted.push(((await response.json()) as { id: string }).id)
      }
    }
    await Promise.all(Array.from({ length: 10 }, sender))
    const delivered = () => {
      const db = new Database(join(dataDir.path, 'leads.db'), { readonly: true })
      const row = db.prepare(`SELECT COUNT(*) AS n FROM leads WHERE status = 'delivered'`).get()
      db.close()
      return (row as { n: number }).n
    }
    await waitFor(() => delivered() === LEADS, 'every lead delivered', 60_000)
    const posts = stub.delivered.map(referencedId)
    console.log(`shared DATA_DIR: ${posts.length} posts for ${LEADS} leads`)
    expect(posts.length).toBe(LEADS)
    expect(new Set(posts)).toEqual(new Set(accepted))
  })
})
