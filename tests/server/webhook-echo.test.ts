import { describe, expect, it } from 'vitest'
import { describeLead } from '../../server/cli/commands'
import { csvLine, leadToCsvValues } from '../../server/cli/csv'
import type { Logger } from '../../server/logger'
import {
  cleanUpAfterEach,
  postLead,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

describe('an error answer that echoes the webhook address', () => {
  it('keeps every part of its path out of stored errors, the CLI, the CSV and the log', async () => {
    const stub = await startStubWebhook()
    const path = new URL(stub.url).pathname
    const echoes = [
      `{"message": "Unknown Webhook", "path": "${path}"}`,
      `token ${stub.token.slice(5, 30)}… is not valid`,
      `no webhook 1234 here: ${stub.url}`,
    ]
    stub.reply = (post) =>
      post < echoes.length
        ? { status: post === 1 ? 500 : 404, body: echoes[post] }
        : { status: 204 }
    const logs: string[] = []
    const logger: Logger = {
      info: (m) => logs.push(m),
      warn: (m) => logs.push(m),
      error: (m) => logs.push(m),
    }
    const server = await startLeadServer({ webhookUrl: stub.url, logger })
    const ids = [await postLead(server, 1), await postLead(server, 2)]
    const stored = () => Promise.all(ids.map(async (id) => (await server.store.get(id))!))
    // The third answer is recorded a moment after the stub has sent it.
    await waitFor(
      async () =>
        stub.received.length === 3 && (await stored()).every((l) => l.status !== 'pending'),
      'three posts, their outcomes recorded',
    )

    const leads = await stored()
    expect(leads.map((lead) => lead.status)).toEqual(['failed', 'failed'])
    const written = [
      ...logs,
      ...leads.map(
        (lead) => `${lead.lastError}\n${describeLead(lead)}\n${csvLine(leadToCsvValues(lead))}`,
      ),
    ].join('\n')
    expect(written).toContain('[webhook]')
    for (const secret of [
      stub.token,
      stub.token.slice(5, 30),
      stub.token.slice(10, 18),
      '/1234/',
      '1234',
    ]) {
      expect(written).not.toContain(secret)
    }
  })
})
