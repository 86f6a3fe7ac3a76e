import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../tests/server/helpers/wait-for'
import type { Logger } from '../logger'
import { openDatabaseFile } from '../storage/database'
import type { NewLead } from '../storage/lead-store'
import { SqliteLeadStore } from '../storage/sqlite-store'
import type { DeliveryTiming } from './delivery-policy'
import { OutboxWorker, type Sleep } from './outbox-worker'
import type { WebhookBody } from './webhook-body'

const WEBHOOK = 'https://chat.example/api/webhooks/1/secret-token'
const CREATED_AT = '2024-01-15T14:30:00.000Z'

function newLead(n: number): NewLead {
  return {
    id: `lead-${n}`,
    kind: 'lead',
    status: 'pending',
    createdAt: CREATED_AT,
    payload: {
      name: `Lead ${n}`,
      phone: '555 000 1111',
      email: 'a@example.com',
      source: 'popup',
      path: '/',
      wantsGuide: 'No',
    },
  }
}

function newClick(n: number): NewLead {
  return {
    id: `click-${n}`,
    kind: 'phone-click',
    status: 'pending',
    createdAt: CREATED_AT,
    payload: { path: `/page-${n}`, linkText: 'Call', href: 'tel:+15550001111', context: 'hero' },
  }
}

type Reply = { status: number; headers?: Record<string, string>; body?: string }

/** A worker whose fetch answers from `replies` (then 204) and whose sleeps are recorded. */
function setup(
  replies: Reply[],
  rows: NewLead[] = [newLead(1)],
  timing: Partial<DeliveryTiming> = {},
) {
  const store = new SqliteLeadStore(openDatabaseFile(':memory:'))
  void store.insertMany(rows) // SQLite: done before this returns
  /** The first field of every embed of every post, one array per post. */
  const posts: string[][] = []
  const sleeps: number[] = []
  const alerts: string[] = []
  const fetchStub = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as WebhookBody
    posts.push(body.embeds.map((embed) => embed.fields[0]!.value))
    const reply = replies.shift() ?? { status: 204 }
    return new Response(reply.body ?? null, { status: reply.status, headers: reply.headers })
  }) as typeof fetch
  const sleep: Sleep = async (ms) => {
    sleeps.push(ms)
    await new Promise((resolve) => setImmediate(resolve))
  }
  const logger: Logger = { info() {}, warn() {}, error: (m) => alerts.push(m) }
  const worker = new OutboxWorker({
    store,
    webhookUrl: WEBHOOK,
    fetch: fetchStub,
    sleep,
    logger,
    timing,
    clock: () => new Date('2024-01-15T15:00:00.000Z'),
  })
  workers.push(worker)
  const posted = () => posts.map((post) => post.join('+'))
  return { store, worker, posts, posted, sleeps, alerts }
}

const workers: OutboxWorker[] = []
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
})

describe('outbox worker', () => {
  it('delivers pending leads oldest first and marks them delivered', async () => {
    const { store, worker, posted } = setup([], [newLead(1), newLead(2), newLead(3)])
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 3, 'three deliveries')
    expect(posted()).toEqual(['Lead 1', 'Lead 2', 'Lead 3'])
    expect(await store.get('lead-1')).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatus: 204,
    })
  })

  it('backs off 1 s, 2 s, 4 s … up to 30 s while the webhook fails, keeping order', async () => {
    const failures = Array.from({ length: 7 }, () => ({ status: 500 }))
    const { store, worker, posted, sleeps } = setup(failures, [newLead(1), newLead(2)])
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 2, 'deliveries after failures')
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    expect(posted()).toEqual([...Array(8).fill('Lead 1'), 'Lead 2'])
    expect(await store.get('lead-1')).toMatchObject({
      attempts: 8,
      lastStatus: 204,
      lastError: null,
    })
  })

  it('waits for the Retry-After header, or the body retry_after, of a 429', async () => {
    const { store, worker, sleeps } = setup([
      { status: 429, headers: { 'Retry-After': '3' } },
      { status: 429, body: JSON.stringify({ retry_after: 1.5, global: false }) },
    ])
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 1, 'delivery after rate limits')
    expect(sleeps).toEqual([3000, 1500])
  })

  it('cuts a Retry-After over the cap to the cap and raises an alert', async () => {
    const { store, worker, sleeps, alerts } = setup([
      { status: 429, headers: { 'Retry-After': '3600' } },
    ])
    worker.start()
    await waitFor(
      async () => (await store.counts()).delivered === 1,
      'delivery after the capped hold',
    )
    expect(sleeps).toEqual([60_000])
    expect(alerts.join('\n')).toMatch(/ALERT: The chat service asked to wait 3600 s; waiting 60 s/)
    expect(worker.deliveryStatus().alert).toBeNull() // cleared by the delivery
  })

  it('waits for the rate-limit bucket to refill when the webhook says it is empty', async () => {
    const empty = { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset-After': '1.5' }
    const { store, worker, sleeps } = setup(
      [{ status: 204, headers: empty }],
      [newLead(1), newLead(2)],
    )
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 2, 'two deliveries')
    expect(sleeps).toEqual([1500])
  })

  it('marks a lead failed on a 3xx or a 4xx other than 408/429, and goes on', async () => {
    const { store, worker, posted } = setup(
      [
        { status: 400, body: '{"message":"Invalid Form Body"}' },
        { status: 301, headers: { Location: 'https://elsewhere.example/' } },
      ],
      [newLead(1), newLead(2), newLead(3)],
    )
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 1, 'the third lead')
    expect(await store.get('lead-1')).toMatchObject({
      status: 'failed',
      lastStatus: 400,
      lastError: '{"message":"Invalid Form Body"}',
    })
    expect(await store.get('lead-2')).toMatchObject({ status: 'failed', lastStatus: 301 })
    expect(posted()).toEqual(['Lead 1', 'Lead 2', 'Lead 3'])
  })

  it('moves a row that keeps failing to dead-letter after the last attempt', async () => {
    const failures = Array.from({ length: 3 }, () => ({ status: 500, body: 'oops' }))
    const { store, worker, alerts } = setup(failures, [newLead(1), newLead(2)], { maxAttempts: 3 })
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 1, 'the next lead')
    expect(await store.get('lead-1')).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastStatus: 500,
    })
    expect((await store.get('lead-1'))?.lastError).toMatch(
      /^gave up after 3 attempts .*HTTP 500: oops/,
    )
    expect(alerts.join('\n')).toMatch(/ALERT: Lead lead-1 moved to dead-letter/)
  })

  it('sends leads before phone clicks, and up to 10 clicks in one post', async () => {
    const clicks = Array.from({ length: 12 }, (_, i) => newClick(i + 1))
    const { store, worker, posts } = setup([], [...clicks, newLead(1)])
    worker.start()
    await waitFor(async () => (await store.counts()).delivered === 13, 'every row')
    expect(posts.map((post) => post.length)).toEqual([1, 10, 2])
    expect(posts[0]).toEqual(['Lead 1'])
    expect(posts[1]![0]).toBe('/page-1')
  })

  it('posts nothing when the attempt cannot be recorded, and records an answer it got later', async () => {
    const { store, worker, posts, alerts } = setup([], [newLead(1)])
    store.db.pragma('query_only = 1')
    worker.start()
    await waitFor(async () => alerts.length > 0, 'the alert')
    expect(posts).toEqual([])
    expect(alerts[0]).toMatch(/ALERT: Outbox cannot use the database: attempt to write a readonly/)
    store.db.pragma('query_only = 0')
    await waitFor(async () => (await store.counts()).delivered === 1, 'delivery once writable')
    expect(posts).toEqual([['Lead 1']])
  })

  it('treats network errors as retryable and never stores the webhook address', async () => {
    const store = new SqliteLeadStore(openDatabaseFile(':memory:'))
    await store.insertMany([newLead(1)])
    let calls = 0
    const fetchStub = (async () => {
      if (calls++ === 0) throw new Error(`request to ${WEBHOOK} failed`)
      return new Response(null, { status: 200 })
    }) as unknown as typeof fetch
    const worker = new OutboxWorker({
      store,
      webhookUrl: WEBHOOK,
      fetch: fetchStub,
      sleep: async () => {},
      clock: () => new Date(CREATED_AT),
    })
    workers.push(worker)
    const attempts: (string | null)[] = []
    const recordFailure = store.recordFailure.bind(store)
    store.recordFailure = (ids, outcome) => {
      attempts.push(outcome.error)
      return recordFailure(ids, outcome)
    }
    worker.start()
    await waitFor(
      async () => (await store.counts()).delivered === 1,
      'delivery after a network error',
    )
    expect(attempts).toEqual(['request to [webhook] failed'])
  })

  it('wakes up when notified of a new lead', async () => {
    const { store, worker } = setup([], [])
    worker.start()
    await store.insertMany([newLead(9)])
    worker.notify()
    await waitFor(async () => (await store.counts()).delivered === 1, 'delivery of the new lead')
  })
})
