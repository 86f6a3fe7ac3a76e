import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadStore } from '../../server/storage/open-store'
import type { LeadStore, NewLead } from '../../server/storage/lead-store'
import { temporaryDirectory, VALID_LEAD, VALID_PHONE_CLICK } from '../../server/testing/test-app'
import { startPostgres, type PostgresServer } from './helpers/postgres-server'

const AT = '2024-01-15T14:30:00.000Z'
const LATER = '2024-01-15T14:31:00.000Z'
const folder = temporaryDirectory('store-contract-')
let postgres: PostgresServer
let databases = 0
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres.stop()
  folder.remove()
})

const lead = (n: number, extra: Partial<NewLead> = {}): NewLead =>
  ({
    id: `lead-${n}`,
    kind: 'lead',
    status: 'pending',
    createdAt: AT,
    payload: { ...VALID_LEAD, email: `l${n}@example.com` },
    ...extra,
  }) as NewLead
const click = (n: number): NewLead => ({
  id: `click-${n}`,
  kind: 'phone-click',
  status: 'pending',
  createdAt: AT,
  payload: VALID_PHONE_CLICK,
})

const STORES: Array<[string, () => Promise<LeadStore>]> = [
  ['SQLite', () => openLeadStore({ dataDir: `${folder.path}/${databases++}` })],
  [
    'PostgreSQL',
    async () =>
      openLeadStore({ dataDir: '', databaseUrl: await postgres.createDatabase(`c${databases++}`) }),
  ],
]

describe.each(STORES)('the %s lead store', (_, open) => {
  const claim = (store: LeadStore, worker: string, at = AT, until = LATER) =>
    store.claimNext({ worker, at, until, maxClicks: 10 })

  it('stores a resent key once and refuses it for other content', async () => {
    const store = await open()
    const key = { idempotencyKey: 'k'.repeat(20), idempotencyHash: 'h1' }
    const first = await store.insertMany([lead(1, key), lead(2, key), lead(3)])
    expect(first).toEqual(['lead-1', 'lead-1', 'lead-3'])
    expect(await store.insertMany([lead(4, { ...key, idempotencyHash: 'h2' })])).toEqual([null])
    expect(await store.idForKey(key.idempotencyKey)).toBe('lead-1')
    expect((await store.list()).map((row) => row.id)).toEqual(['lead-1', 'lead-3'])
    await store.close()
  })

  it('claims each row for one worker until its lease ends; leads before clicks', async () => {
    const store = await open()
    await store.insertMany([click(1), click(2), lead(1), lead(2)])
    const [a, b] = await Promise.all([claim(store, 'a'), claim(store, 'b')])
    expect([a, b].map((rows) => rows.map((row) => row.id)).sort()).toEqual([['lead-1'], ['lead-2']])
    expect((await claim(store, 'c')).map((row) => row.id)).toEqual(['click-1', 'click-2'])
    expect(await claim(store, 'd')).toEqual([])
    // The lease of a crashed worker ends: the row is claimed again, its attempt counted.
    const again = await claim(store, 'd', LATER, '2024-01-15T14:32:00.000Z')
    expect(again[0]).toMatchObject({ id: 'lead-1', attempts: 2 })
    await store.release(['click-1'], 'c')
    expect((await claim(store, 'e')).map((row) => row.id)).toEqual(['click-1'])
    await store.close()
  })

  it('records outcomes, counts cheaply, and keeps failures until acknowledged', async () => {
    const store = await open()
    await store.insertMany([lead(1), lead(2), lead(3)])
    await store.markDelivered(['lead-1'], 204, AT)
    await store.markFailed(['lead-2'], { status: 404, error: 'Unknown Webhook', at: AT })
    await store.markDead(['lead-3'], { status: 500, error: 'gave up', at: AT })
    expect(await store.summary()).toEqual({
      pending: 0,
      failed: 1,
      dead: 1,
      unacknowledged: 2,
      oldestPendingAt: null,
    })
    expect(await store.acknowledge('lead-2', LATER)).toBe(1)
    expect(await store.acknowledge(undefined, LATER)).toBe(1)
    expect((await store.summary()).unacknowledged).toBe(0)
    expect(await store.operatorSignal()).toBeNull()
    expect(await store.requeueStatus('failed', LATER)).toBe(1)
    expect(await store.requeue('lead-1', LATER)).toBe('already-delivered')
    expect(await store.operatorSignal()).toBe(LATER)
    expect(await store.get('lead-2')).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await store.counts()).toMatchObject({ pending: 1, delivered: 1, dead: 1 })
    await store.touchHeartbeat(AT)
    await store.close()
  })

  it('reads many rows in order, page by page', async () => {
    const store = await open()
    await store.insertMany(Array.from({ length: 1203 }, (_, i) => lead(i)))
    const ids = (await store.list('pending')).map((row) => row.id)
    expect(ids).toHaveLength(1203)
    expect(ids.slice(0, 2)).toEqual(['lead-0', 'lead-1'])
    expect(ids.at(-1)).toBe('lead-1202')
    await store.close()
  })
})
