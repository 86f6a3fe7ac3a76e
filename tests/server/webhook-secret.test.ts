import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { Logger } from '../../server/logger'
import { startServer } from '../../server/start-server'
import { SITE_DIR } from '../support/site'
import { StubWebhook } from './helpers/stub-webhook'
import {
  postJson,
  temporaryDirectory,
  VALID_LEAD,
  VALID_MESSAGE,
} from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

const stub = new StubWebhook()
const folders: Array<{ remove: () => void }> = []
afterAll(async () => {
  await stub.stop()
  for (const folder of folders) folder.remove()
})

function temporary(prefix: string) {
  const folder = temporaryDirectory(prefix)
  folders.push(folder)
  return folder.path
}

describe('the webhook secret', () => {
  it('appears in no response body or header, and in no log line', async () => {
    await stub.start()
    stub.reply = (post) => (post === 0 ? { status: 400, body: 'bad' } : { status: 204 })
    const logs: string[] = []
    const logger: Logger = {
      info: (m) => logs.push(m),
      warn: (m) => logs.push(m),
      error: (m) => logs.push(m),
    }
    const server = await startServer({
      port: 0,
      dataDir: temporary('secret-data-'),
      siteDir: SITE_DIR,
      webhookUrl: stub.url,
      rateLimit: { max: 6 },
      logger,
    })
    try {
      const requests: Request[] = [
        postJson('/api/leads', VALID_LEAD),
        postJson('/api/messages', VALID_MESSAGE),
        postJson('/api/leads', { ...VALID_LEAD, email: 'nope' }),
        postJson('/api/leads', '{broken'),
        postJson('/api/leads', 'x'.repeat(20_000)),
        postJson('/api/leads', VALID_LEAD, { 'Content-Type': 'text/plain' }),
        postJson('/api/leads', VALID_LEAD), // over the limit of 6: 429
        new Request('http://localhost/api/leads'),
        new Request('http://localhost/api/health'),
        new Request('http://localhost/api/webhook'),
        new Request('http://localhost/'),
        new Request('http://localhost/no-such-page'),
      ]
      const seen: string[] = []
      for (const request of requests) {
        const url = new URL(request.url)
        const response = await fetch(`${server.url}${url.pathname}`, {
          method: request.method,
          headers: request.headers,
          body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
        })
        seen.push(
          `${response.status} ${[...response.headers].join('\n')}\n${await response.text()}`,
        )
      }
      expect(seen.some((text) => text.startsWith('429'))).toBe(true)
      await waitFor(async () => stub.received.length >= 2, 'both deliveries')
      for (const text of [...seen, ...logs]) {
        expect(text).not.toContain(stub.token)
      }
      expect(stub.received).toHaveLength(2)
    } finally {
      await server.close()
    }
  })

  it('appears in no file of the built site, nor in what the build printed', () => {
    // The run's one build had a webhook URL in its environment (tests/support/global/site-build.ts).
    const secret = inject('siteBuildWebhookSecret')
    expect(inject('siteBuildOutput')).not.toContain(secret)
    const files = listFiles(SITE_DIR)
    expect(files.some((file) => file.endsWith('.html'))).toBe(true)
    for (const file of files) {
      const content = readFileSync(file).toString('latin1')
      expect(content.includes(secret), file).toBe(false)
    }
  })
})

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}
