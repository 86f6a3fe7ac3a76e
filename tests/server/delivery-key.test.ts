import { describe, expect, it } from 'vitest'
import {
  cleanUpAfterEach,
  postLead,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { referencedId } from './helpers/stub-webhook'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

describe('the key on each chat post', () => {
  it('is the same on every attempt of a lead and differs between leads', async () => {
    const stub = await startStubWebhook()
    stub.reply = (post) => ({ status: post < 2 ? 500 : 204 })
    const server = await startLeadServer({ webhookUrl: stub.url })
    const first = await postLead(server, 1)
    const second = await postLead(server, 2)
    await waitFor(() => stub.delivered.length === 2, 'both leads delivered')

    const keysOf = (id: string) =>
      stub.received.filter((post) => referencedId(post.body) === id).map((p) => p.idempotencyKey)
    const firstKeys = keysOf(first)
    expect(firstKeys).toHaveLength(3)
    expect(firstKeys[0]).toMatch(/^[\w-]{16,}$/)
    expect(new Set(firstKeys).size).toBe(1)
    const [secondKey] = keysOf(second)
    expect(secondKey).toMatch(/^[\w-]{16,}$/)
    expect(secondKey).not.toBe(firstKeys[0])
    expect(`${firstKeys[0]} ${secondKey}`).not.toContain(stub.token)
  })
})
