import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from './helpers/child-server'
import { referencedId, StubWebhook } from './helpers/stub-webhook'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'

/** Connections sending at once; beyond Node's accept pace, so some wait in the kernel's queue. */
const CONCURRENCY = 200
const STOP_AFTER_ACCEPTED = 200

const dataDir = temporaryDirectory('graceful-')
const stub = new StubWebhook()
afterAll(async () => {
  await stub.stop()
  dataDir.remove()
})

/**
 * A connection refused after the stop is fine (nothing was received), and so is a 503 with
 * Retry-After (nothing stored, the client is asked to come back); a reset or a connection closed
 * without an answer is not.
 */
function refusedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code === 'ECONNREFUSED'
}

function statuses(): Map<string, string> {
  const db = new Database(join(dataDir.path, 'leads.db'), { readonly: true })
  const rows = db.prepare('SELECT id, status FROM leads').all() as { id: string; status: string }[]
  db.close()
  return new Map(rows.map((row) => [row.id, row.status]))
}

describe('SIGTERM to the process "npm start" started, mid-burst', () => {
  it('answers every request it received, exits, and sends no lead twice', async () => {
    await stub.start()
    stub.reply = () => ({ status: 204, delayMs: 20 }) // posts in flight at the stop
    const env = {
      DATA_DIR: dataDir.path,
      WEBHOOK_URL: stub.url,
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      SITE_DIR: join(dataDir.path, 'no-site'),
    }
    const server = await spawnServer(env, { command: ['npm', 'start'] })
    const accepted: string[] = []
    const unanswered: string[] = []
    let stopped = false
    let refused = 0
    const turnedAway: Array<string | null> = []
    const sendUntilRefused = async (sender: number) => {
      for (let n = 0; ; n++) {
        try {
          const response = await fetch(`${server.url}/api/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...VALID_LEAD, email: `stop${sender}-${n}@example.com` }),
          })
          if (response.status === 503) {
            turnedAway.push(response.headers.get('Retry-After'))
            await response.arrayBuffer()
            return
          }
          expect(response.status).toBe(202)
          accepted.push(((await response.json()) as { id: string }).id)
        } catch (error) {
          if (refusedConnection(error)) refused++
          else unanswered.push(String((error as { cause?: unknown }).cause ?? error))
          return
        }
        if (!stopped && accepted.length >= STOP_AFTER_ACCEPTED) {
          stopped = true
          server.child.kill('SIGTERM')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => sendUntilRefused(i)))
    const exit = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ])
    expect(exit).toBe(0)
    expect(unanswered).toEqual([])
    expect(refused + turnedAway.length).toBe(CONCURRENCY)
    expect(turnedAway.filter((seconds) => !(Number(seconds) >= 1))).toEqual([])

    // Nothing lost: every accepted lead is stored. Nothing posted twice: every lead the webhook
    // has received is stored as delivered, so no later run of the server posts it again.
    const stored = statuses()
    expect(accepted.filter((id) => !stored.has(id))).toEqual([])
    const posts = stub.delivered.map(referencedId)
    expect(posts.length).toBe(new Set(posts).size)
    expect(posts.filter((id) => !id || stored.get(id) !== 'delivered')).toEqual([])
    console.log(
      `graceful stop: ${accepted.length} accepted, ${turnedAway.length} turned away with 503, ` +
        `${refused} refused, ${posts.length} delivered before the stop, none to post again`,
    )
  }, 120_000)
})
