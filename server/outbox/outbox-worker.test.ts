import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../tests/server/helpers/wait-for'
import { openDatabaseFile } from '../storage/database'
import { LeadStore, type NewLead } from '../storage/lead-store'
import { OutboxWorker, type Sleep } from './outbox-worker'
import type { WebhookBody } from './webhook-body'

const WEBHOOK = 'https://chat.example/api/webhooks/1/secret-token'

function newLead(n: number): NewLead {
  return {
    id: `lead-${n}`,
    kind: 'phone-click',
    status: 'pending',
    createdAt: '2024-01-15T14:30:00.000Z',
    payload: { path: `/page-${n}`, linkText: 'Call', href: 'tel:+15550001111', context: 'general' },
  }
}

type Reply = { status: number; headers?: Record<string, string>; body?: string }

/** A worker whose fetch answers from `replies` (then 204) and whose sleeps are recorded. */
function setup(replies: Reply[], leadCount = 1) {
  const store = new LeadStore(openDatabaseFile(':memory:'))
  store.insertMany(Array.from({ length: leadCount }, (_, i) => newLead(i + 1)))
  const posted: string[] = []
  const sleeps: number[] = []
  const fetchStub = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as WebhookBody
    posted.push(body.embeds[0]!.fields[0]!.value)
    const reply = replies.shift() ?? { status: 204 }
    return new Response(reply.body ?? null, { status: reply.status, headers: reply.headers })
  }) as typeof fetch
  const sleep: Sleep = async (ms) => {
    sleeps.push(ms)
  }
  const worker = new OutboxWorker({ store, webhookUrl: WEBHOOK, fetch: fetchStub, sleep })
  workers.push(worker)
  return { store, worker, posted, sleeps }
}

const workers: OutboxWorker[] = []
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
})

describe('outbox worker', () => {
  it('delivers pending leads oldest first and marks them delivered', async () => {
    const { store, worker, posted } = setup([], 3)
    worker.start()
    await waitFor(() => store.counts().delivered === 3, 'three deliveries')
    expect(posted).toEqual(['/page-1', '/page-2', '/page-3'])
    expect(store.get('lead-1')).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204 })
  })

  it('backs off 1 s, 2 s, 4 s … up to 30 s while the webhook fails, keeping order', async () => {
    const failures = Array.from({ length: 7 }, () => ({ status: 500 }))
    const { store, worker, posted, sleeps } = setup(failures, 2)
    worker.start()
    await waitFor(() => store.counts().delivered === 2, 'deliveries after failures')
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    expect(posted).toEqual([...Array(8).fill('/page-1'), '/page-2'])
    expect(store.get('lead-1')).toMatchObject({ attempts: 8, lastStatus: 204, lastError: null })
  })

  it('waits for the Retry-After header, or the body retry_after, of a 429', async () => {
    const { store, worker, sleeps } = setup([
      { status: 429, headers: { 'Retry-After': '3' } },
      { status: 429, body: JSON.stringify({ retry_after: 1.5, global: false }) },
    ])
    worker.start()
    await waitFor(() => store.counts().delivered === 1, 'delivery after rate limits')
    expect(sleeps).toEqual([3000, 1500])
  })

  it('marks a lead failed on a 4xx other than 429, keeping status and body, and goes on', async () => {
    const { store, worker, posted } = setup(
      [{ status: 400, body: '{"message":"Invalid Form Body"}' }],
      2,
    )
    worker.start()
    await waitFor(() => store.counts().delivered === 1, 'the second lead')
    expect(store.get('lead-1')).toMatchObject({
      status: 'failed',
      lastStatus: 400,
      lastError: '{"message":"Invalid Form Body"}',
    })
    expect(posted).toEqual(['/page-1', '/page-2'])
  })

  it('treats network errors as retryable and never stores the webhook address', async () => {
    const store = new LeadStore(openDatabaseFile(':memory:'))
    store.insertMany([newLead(1)])
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
    })
    workers.push(worker)
    const attempts: (string | null)[] = []
    const recordAttempt = store.recordAttempt.bind(store)
    store.recordAttempt = (id, status, error, at) => {
      attempts.push(error)
      recordAttempt(id, status, error, at)
    }
    worker.start()
    await waitFor(() => store.counts().delivered === 1, 'delivery after a network error')
    expect(attempts).toEqual(['request to [webhook] failed'])
  })

  it('wakes up when notified of a new lead', async () => {
    const { store, worker } = setup([], 0)
    worker.start()
    store.insertMany([newLead(9)])
    worker.notify()
    await waitFor(() => store.counts().delivered === 1, 'delivery of the new lead')
  })
})
