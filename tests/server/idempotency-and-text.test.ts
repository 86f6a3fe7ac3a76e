import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cleanUpAfterEach, post, startLeadServer, startStubWebhook } from './helpers/lead-server'
import { VALID_LEAD, VALID_MESSAGE } from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

const KEY = '3f2a9c1d7e6b4a5f8c0d1e2f3a4b5c6d'

describe('idempotent resubmission', () => {
  it('stores one row for a submission sent again, at once or later, and answers the same id', async () => {
    const server = await startLeadServer({ rateLimit: { max: 2 } })
    const send = () => post(server, '/api/leads', VALID_LEAD, { 'Idempotency-Key': KEY })
    const answers = await Promise.all([send(), send()])
    const later = await send() // e.g. the answer to the first was lost in a connection reset
    const again = await send() // past the rate limit of 2: still the first answer
    const ids = new Set<string>()
    for (const response of [...answers, later, again]) {
      expect(response.status).toBe(202)
      ids.add(((await response.json()) as { id: string }).id)
    }
    expect(ids.size).toBe(1)
    const db = new Database(join(server.dataDir, 'leads.db'), { readonly: true })
    expect(db.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual({ n: 1 })
    db.close()
    const other = await post(server, '/api/leads', VALID_LEAD, {
      'Idempotency-Key': KEY.replace('3f', '40'),
    })
    expect(other.status).toBe(202)
    expect((await server.store.counts()).pending).toBe(2)
  })

  it('answers 422 and stores nothing for a key reused with a different body', async () => {
    const server = await startLeadServer()
    const first = await post(server, '/api/leads', VALID_LEAD, { 'Idempotency-Key': KEY })
    expect(first.status).toBe(202)
    const changed = { ...VALID_LEAD, name: 'Someone Else' }
    const answers = await Promise.all([
      post(server, '/api/leads', changed, { 'Idempotency-Key': KEY }),
      post(server, '/api/messages', VALID_MESSAGE, { 'Idempotency-Key': KEY }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(422)
      expect(JSON.stringify(await answer.json())).toContain('Idempotency-Key')
    }
    const same = await post(server, '/api/leads', VALID_LEAD, { 'Idempotency-Key': KEY })
    expect(await same.json()).toEqual(await first.json())
    expect((await server.store.list()).map((lead) => lead.payload)).toEqual([
      expect.objectContaining({ name: VALID_LEAD.name }),
    ])
  })

  it('refuses a key that is not 16 to 128 letters or digits', async () => {
    const server = await startLeadServer()
    const response = await post(server, '/api/leads', VALID_LEAD, { 'Idempotency-Key': 'short' })
    expect(response.status).toBe(400)
    expect((await server.store.counts()).pending).toBe(0)
  })
})

describe('text from visitors', () => {
  it('keeps joiners of emoji and Persian words, refuses an invisible name, defangs URLs', async () => {
    const stub = await startStubWebhook()
    const server = await startLeadServer({ webhookUrl: stub.url })
    const invisible = await post(server, '/api/leads', { ...VALID_LEAD, name: '\u3164\u3164' })
    expect(invisible.status).toBe(422)
    const marks = await post(server, '/api/leads', { ...VALID_LEAD, name: '\u0301\u0301' })
    expect(await marks.json()).toEqual({
      errors: [{ field: 'name', message: 'must contain visible characters' }],
    })

    const name = 'Dariush می\u200Cخواهم 👩\u200D💻'
    const message =
      'Details at https://evil.example/offer, 1https://evil.example/a, _https://evil.example/b'
    const response = await post(server, '/api/messages', { ...VALID_MESSAGE, name, message })
    const { id } = (await response.json()) as { id: string }
    expect((await server.store.get(id))?.payload).toMatchObject({ name, message })

    await waitFor(async () => stub.delivered.length === 1, 'the post')
    const embed = stub.delivered[0]!.embeds[0]!
    expect(embed.fields[0]!.value).toContain(`**Name:** ${name}`)
    expect(embed.description).toContain('https\\[:\\]//evil.example/offer')
    expect(JSON.stringify(embed)).not.toMatch(/[a-z]:\/\/evil/)
  })
})
