import { afterEach, describe, expect, it } from 'vitest'
import { silentLogger, type Logger } from '../../server/logger'
import type { Sleep } from '../../server/outbox/outbox-worker'
import { startServer, type RunningServer, type StartServerOptions } from '../../server/start-server'
import { referencedId, StubWebhook } from './helpers/stub-webhook'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(options: StartServerOptions): Promise<RunningServer> {
  const dataDir = temporaryDirectory('leads-')
  cleanups.push(dataDir.remove)
  const server = await startServer({
    port: 0,
    dataDir: dataDir.path,
    rateLimit: 10_000,
    delivery: { initialBackoffMs: 10, maxBackoffMs: 50, idlePollMs: 200 },
    logger: silentLogger,
    ...options,
  })
  cleanups.push(server.close)
  return server
}

async function stubWebhook(): Promise<StubWebhook> {
  const stub = await new StubWebhook().start()
  cleanups.push(() => stub.stop())
  return stub
}

async function postLead(server: RunningServer, n: number): Promise<string> {
  const response = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...VALID_LEAD, email: `lead${n}@example.com` }),
  })
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: string }).id
}

describe('webhook delivery', () => {
  it('keeps leads while the webhook is down and delivers each once, in order, when it is up', async () => {
    const stub = await stubWebhook()
    await stub.stop()
    const server = await start({ webhookUrl: stub.url })
    const ids: string[] = []
    for (let n = 0; n < 25; n++) ids.push(await postLead(server, n))
    await waitFor(
      async () => ((await server.store.get(ids[0]!))?.attempts ?? 0) >= 3,
      'failed attempts',
    )
    expect((await server.store.counts()).pending).toBe(25)

    await stub.start()
    await waitFor(async () => (await server.store.counts()).delivered === 25, 'all deliveries')
    expect(stub.delivered.map(referencedId)).toEqual(ids)
    expect(stub.received).toHaveLength(25)
    const emails = stub.delivered.map((body) => body.embeds[0]!.fields[2]!.value)
    expect(emails).toEqual(ids.map((_, n) => `lead${n}@example.com`))
  })

  it('waits as long as a 429 asks (Retry-After), then delivers', async () => {
    const stub = await stubWebhook()
    stub.reply = (post) =>
      post === 0
        ? {
            status: 429,
            headers: { 'Retry-After': '2', 'Content-Type': 'application/json' },
            body: JSON.stringify({ message: 'You are being rate limited.', retry_after: 1.25 }),
          }
        : { status: 204 }
    const waits: number[] = []
    const sleep: Sleep = (ms) => {
      waits.push(ms)
      return new Promise((resolve) => setTimeout(resolve, 10))
    }
    const server = await start({ webhookUrl: stub.url, sleep })
    const id = await postLead(server, 1)
    await waitFor(
      async () => (await server.store.get(id))?.status === 'delivered',
      'delivery after 429',
    )
    expect(waits).toEqual([2000])
    expect(stub.received.map((post) => post.status)).toEqual([429, 204])
  })

  it('retries after a 500 and marks the lead delivered only after the 2xx', async () => {
    const stub = await stubWebhook()
    stub.reply = (post) =>
      post === 0 ? { status: 500, body: 'oops' } : { status: 200, body: '{}' }
    const server = await start({ webhookUrl: stub.url })
    const id = await postLead(server, 1)
    await waitFor(
      async () => (await server.store.get(id))?.status === 'delivered',
      'delivery after 500',
    )
    expect(stub.received.map((post) => post.status)).toEqual([500, 200])
    expect(await server.store.get(id)).toMatchObject({ attempts: 2, lastStatus: 200 })
  })

  it('marks a lead failed on a 400, keeps the answer, and delivers the next one', async () => {
    const stub = await stubWebhook()
    const answer = JSON.stringify({ message: 'Invalid Form Body', code: 50035 })
    stub.reply = (post) => (post === 0 ? { status: 400, body: answer } : { status: 204 })
    const server = await start({ webhookUrl: stub.url })
    const rejected = await postLead(server, 1)
    const next = await postLead(server, 2)
    await waitFor(
      async () => (await server.store.get(next))?.status === 'delivered',
      'the next lead',
    )
    expect(await server.store.get(rejected)).toMatchObject({
      status: 'failed',
      lastStatus: 400,
      lastError: answer,
    })
    expect(stub.received).toHaveLength(2)
  })

  it('without a webhook keeps leads locally and says so at start', async () => {
    const warnings: string[] = []
    const logger: Logger = { info() {}, warn: (m) => warnings.push(m), error() {} }
    const server = await start({ logger })
    const id = await postLead(server, 1)
    expect((await server.store.get(id))?.status).toBe('pending')
    expect(warnings.join('\n')).toMatch(/WEBHOOK_URL is not set: leads are kept locally in /)
  })

  it('picks up pending leads at start', async () => {
    const stub = await stubWebhook()
    const dataDir = temporaryDirectory('leads-')
    cleanups.push(dataDir.remove)
    const offline = await startServer({ port: 0, dataDir: dataDir.path, logger: silentLogger })
    const id = await postLead(offline, 1)
    await offline.close()
    const online = await start({ dataDir: dataDir.path, webhookUrl: stub.url })
    await waitFor(
      async () => (await online.store.get(id))?.status === 'delivered',
      'delivery after restart',
    )
    expect(stub.delivered.map(referencedId)).toEqual([id])
  })
})
