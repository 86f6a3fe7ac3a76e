import { describe, expect, it } from 'vitest'
import { runCommand } from '../../server/cli/commands'
import { openLeadDatabase } from '../../server/storage/database'
import { SqliteLeadStore } from '../../server/storage/sqlite-store'
import {
  cleanUpAfterEach,
  health,
  postLead,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { referencedId } from './helpers/stub-webhook'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

const LONG_429 = {
  status: 429,
  headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
  body: JSON.stringify({ message: 'You are being rate limited.', retry_after: 3600 }),
}

describe('a webhook answer cannot stall delivery silently', () => {
  it('a 429 asking for an hour raises the alert and does not outlive its cap', async () => {
    const stub = await startStubWebhook()
    stub.reply = (post) => (post === 0 ? LONG_429 : { status: 204 })
    const server = await startLeadServer({
      webhookUrl: stub.url,
      delivery: { maxRetryAfterMs: 1500 },
    })
    const first = await postLead(server, 1)
    const second = await postLead(server, 2)
    await waitFor(async () => stub.received.length === 1, 'the 429')

    const held = await health(server)
    expect(held.response.status).toBe(503)
    expect(held.body.status).toBe('degraded')
    expect(held.body.alert).toMatch(/asked to wait 3600 s; waiting 2 s \(the cap\)/)
    expect(held.body.queue.pending).toBe(2)

    await waitFor(
      async () => (await server.store.counts()).delivered === 2,
      'delivery after the cap',
    )
    expect(stub.delivered.map(referencedId)).toEqual([first, second])
    // The health check is worked out at most once a second, so it may still show the hold.
    await waitFor(
      async () => (await health(server)).body.status === 'ok',
      'health to recover',
      3000,
    )
    expect((await health(server)).body).toMatchObject({ status: 'ok', alert: null })
  })

  it('"retry" from the command line ends a hold at once', async () => {
    const stub = await startStubWebhook()
    stub.reply = (post) => (post === 0 ? LONG_429 : { status: 204 })
    const server = await startLeadServer({ webhookUrl: stub.url }) // default cap: 60 s
    const id = await postLead(server, 1)
    await waitFor(async () => stub.received.length === 1, 'the 429')

    const db = openLeadDatabase(server.dataDir)
    let output = ''
    const code = await runCommand(['retry', id], new SqliteLeadStore(db), {
      out: (text) => (output += text),
      err: (text) => (output += text),
    })
    db.close()
    expect(code).toBe(0)
    expect(output).toContain(`Lead ${id} is waiting for delivery; a running server sends it now.`)
    await waitFor(
      async () => (await server.store.get(id))?.status === 'delivered',
      'delivery after retry',
      10_000,
    )
  })

  it('a 301 marks the row failed and the next lead is delivered within seconds', async () => {
    const stub = await startStubWebhook()
    stub.reply = (post) =>
      post === 0
        ? { status: 301, headers: { Location: 'https://chat.example/moved' } }
        : { status: 204 }
    const server = await startLeadServer({ webhookUrl: stub.url })
    const redirected = await postLead(server, 1)
    const next = await postLead(server, 2)
    await waitFor(
      async () => (await server.store.get(next))?.status === 'delivered',
      'the next lead',
      5000,
    )
    expect(await server.store.get(redirected)).toMatchObject({ status: 'failed', lastStatus: 301 })
    expect(stub.received.map((post) => post.status)).toEqual([301, 204])
    expect((await health(server)).body.queue.failed).toBe(1)
  })

  it('a 500 forever moves the row to dead-letter after the last attempt; the next goes on', async () => {
    const stub = await startStubWebhook()
    const server = await startLeadServer({ webhookUrl: stub.url, delivery: { maxAttempts: 4 } })
    const poisoned = await postLead(server, 1)
    stub.reply = () => ({ status: 500, body: 'internal error' })
    const next = await postLead(server, 2)
    await waitFor(
      async () => (await server.store.get(poisoned))?.status === 'dead',
      'the dead-letter',
    )
    stub.reply = () => ({ status: 204 })
    await waitFor(
      async () => (await server.store.get(next))?.status === 'delivered',
      'the next lead',
    )
    const dead = (await server.store.get(poisoned))!
    expect(dead).toMatchObject({ attempts: 4, lastStatus: 500 })
    expect(dead.lastError).toMatch(/^gave up after 4 attempts .*HTTP 500: internal error/)
    expect((await health(server)).body.queue.dead).toBe(1)
  })
})
