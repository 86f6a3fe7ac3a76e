import { describe, expect, it } from 'vitest'
import type { SqliteLeadStore } from '../../server/storage/sqlite-store'
import {
  cleanUpAfterEach,
  health,
  post,
  postLead,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { referencedId } from './helpers/stub-webhook'
import { VALID_LEAD } from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

describe('a database that stops taking writes (full disk, read-only folder)', () => {
  it('answers 503 with Retry-After, reports unhealthy, and posts nothing twice', async () => {
    const stub = await startStubWebhook()
    const server = await startLeadServer({ webhookUrl: stub.url })
    const setWritable = (writable: boolean) =>
      (server.store as SqliteLeadStore).db.pragma(`query_only = ${writable ? 0 : 1}`)
    // The database refuses writes while the chat service answers the first post: the delivery
    // cannot be recorded.
    stub.reply = (post) => {
      if (post === 0) setWritable(false)
      return { status: 204 }
    }
    const first = await postLead(server, 1)
    await waitFor(
      async () => (await health(server)).body.delivery.consecutiveFailures >= 5,
      'retries',
    )

    // (a success of the health check is reused for up to a second)
    await waitFor(async () => (await health(server)).response.status === 503, 'unhealthy')
    const unhealthy = await health(server)
    expect(unhealthy.response.status).toBe(503)
    expect(unhealthy.response.headers.get('Retry-After')).toBe('30')
    expect(unhealthy.body).toMatchObject({
      status: 'unavailable',
      database: 'not writable',
      delivery: { unrecorded: 1 },
    })
    const refused = await post(server, '/api/leads', VALID_LEAD)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('30')
    expect(stub.received).toHaveLength(1) // the one post whose answer could not be recorded

    setWritable(true)
    await waitFor(
      async () => (await server.store.get(first))?.status === 'delivered',
      'the delivery recorded',
    )
    const second = await postLead(server, 2) // a commit that succeeds ends the outage
    // (the health check's answer is reused for up to a second)
    await waitFor(async () => (await health(server)).response.status === 200, 'healthy again')
    await waitFor(
      async () => (await server.store.get(second))?.status === 'delivered',
      'the next lead',
    )
    expect(stub.received.map((post) => referencedId(post.body))).toEqual([first, second])
  })
})
