import { describe, expect, it } from 'vitest'
import { PHONE_CLICK_TITLE } from '../../server/outbox/webhook-body'
import {
  cleanUpAfterEach,
  postLead,
  postPhoneClick,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

describe('leads before phone clicks', () => {
  it('a click flood does not delay a lead; clicks go ten to a post', async () => {
    const stub = await startStubWebhook()
    stub.reply = () => ({ status: 204, delayMs: 100 })
    const server = await startLeadServer({ webhookUrl: stub.url })
    for (let n = 0; n < 200; n += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => postPhoneClick(server, n + i)))
    }
    const lead = await postLead(server, 1)
    const answeredBefore = stub.received.length
    expect((await server.store.counts()).pending).toBeGreaterThan(100) // a backlog of clicks

    await waitFor(async () => (await server.store.get(lead))?.status === 'delivered', 'the lead')
    const leadPost = stub.received.findIndex(
      (post) => post.body.embeds[0]!.title !== PHONE_CLICK_TITLE,
    )
    expect(leadPost).toBeLessThanOrEqual(answeredBefore + 1) // only the post under way came first
    await waitFor(async () => (await server.store.counts()).delivered === 201, 'every click')
    const clickPosts = stub.received.filter((_, i) => i !== leadPost)
    const sizes = clickPosts.map((post) => post.body.embeds.length)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(200)
    expect(Math.max(...sizes)).toBe(10)
  })

  it('keeps phone clicks over the cap without forwarding them, and never drops a lead', async () => {
    const stub = await startStubWebhook()
    await stub.stop()
    const server = await startLeadServer({ webhookUrl: stub.url, maxPendingPhoneClicks: 20 })
    for (let n = 0; n < 30; n++) await postPhoneClick(server, n)
    for (let n = 0; n < 30; n++) await postLead(server, n)
    expect(await server.store.counts()).toMatchObject({ pending: 50, skipped: 10 })
  })

  it('follows the chat service rate-limit headers: a burst drains without a 429', async () => {
    const stub = await startStubWebhook()
    stub.rateLimit = { limit: 5, windowMs: 400 }
    const server = await startLeadServer({ webhookUrl: stub.url })
    for (let n = 0; n < 16; n++) await postLead(server, n)
    await waitFor(async () => (await server.store.counts()).delivered === 16, 'the burst')
    expect(stub.received.map((post) => post.status)).toEqual(Array(16).fill(204))
  })
})
