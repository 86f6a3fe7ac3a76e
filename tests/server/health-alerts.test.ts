import { describe, expect, it } from 'vitest'
import { runCommand } from '../../server/cli/commands'
import type { Logger } from '../../server/logger'
import {
  cleanUpAfterEach,
  health,
  postLead,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

function recordingLogger() {
  const lines: string[] = []
  const logger: Logger = {
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
  }
  return { logger, alerts: () => lines.filter((line) => line.startsWith('ALERT: ')) }
}

describe('health tells the truth', () => {
  it.each([
    ['404 (the webhook was deleted)', { status: 404, body: '{"message": "Unknown Webhook"}' }],
    [
      '301 (the webhook moved)',
      { status: 301, headers: { Location: 'https://elsewhere.example/' } },
    ],
  ])('after a %s: degraded with an ALERT line until acknowledged', async (_, refusal) => {
    const stub = await startStubWebhook()
    stub.reply = (post) => (post === 0 ? refusal : { status: 204 })
    const { logger, alerts } = recordingLogger()
    const server = await startLeadServer({ webhookUrl: stub.url, logger, healthToken: 'secret' })
    const refused = await postLead(server, 1)
    await waitFor(async () => (await server.store.get(refused))?.status === 'failed', 'failed')
    await postLead(server, 2)
    await waitFor(async () => stub.delivered.length === 1, 'the next lead delivered')

    const degraded = await health(server)
    expect(degraded.response.status).toBe(503)
    expect(degraded.body).toMatchObject({ status: 'degraded', queue: { unacknowledged: 1 } })
    expect(alerts().join('\n')).toMatch(/ALERT: 1 failed or dead lead\(s\) not acknowledged/)
    const publicAnswer = await fetch(`${server.url}/api/health`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' }, // as through a proxy on this machine
    })
    expect(publicAnswer.status).toBe(503)
    expect(await publicAnswer.json()).toEqual({ status: 'degraded' })

    const out: string[] = []
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) }
    expect(await runCommand(['ack'], server.store, io)).toBe(0)
    expect(out.join('')).toContain('1 failed or dead lead(s) acknowledged')
    await waitFor(async () => (await health(server)).response.status === 200, 'ok again')
    const detailed = await fetch(`${server.url}/api/health`, {
      headers: { Authorization: 'Bearer secret', 'X-Forwarded-For': '203.0.113.9' },
    })
    expect(await detailed.json()).toMatchObject({ status: 'ok', queue: { failed: 1 } })
  })

  it('degraded while the oldest pending lead waits too long, with one ALERT line', async () => {
    const stub = await startStubWebhook()
    stub.reply = () => ({ status: 500 })
    const { logger, alerts } = recordingLogger()
    const server = await startLeadServer({ webhookUrl: stub.url, logger, stalePendingMs: 1000 })
    await postLead(server, 1)
    const stale = async () => (await health(server)).body.reasons.some((r) => r.includes('waited'))
    await waitFor(stale, 'stale')
    expect(alerts().filter((line) => line.includes('oldest pending lead'))).toHaveLength(1)
    stub.reply = () => ({ status: 204 })
    await waitFor(async () => (await health(server)).response.status === 200, 'ok again')
  })
})
