import { describe, expect, it } from 'vitest'
import { createTestApp, postJson, VALID_LEAD } from '../tests/server/helpers/test-app'

describe('POST /api/leads: transport, limits and failures', () => {
  it('answers 400 for unparseable JSON and for invalid UTF-8', async () => {
    const { app } = createTestApp()
    expect((await app.request(postJson('/api/leads', '{"name": '))).status).toBe(400)
    expect((await app.request(postJson('/api/leads', ''))).status).toBe(400)
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x6e, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])
    const response = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: invalidUtf8,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Request body is not valid UTF-8 JSON' })
  })

  it('answers 413 for a body over 16 KB', async () => {
    const { app, store } = createTestApp()
    const body = JSON.stringify({ ...VALID_LEAD, name: 'x'.repeat(17 * 1024) })
    const response = await app.request(postJson('/api/leads', body))
    expect(response.status).toBe(413)
    expect(store.counts().pending).toBe(0)
  })

  it('answers 413 for a streamed body over 16 KB without a length', async () => {
    const { app } = createTestApp()
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('answers 415 unless the content type is JSON in UTF-8', async () => {
    const { app } = createTestApp()
    const body = JSON.stringify(VALID_LEAD)
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]) {
      const response = await app.request('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      })
      expect(response.status, type).toBe(415)
    }
    const withoutType = await app.request('/api/leads', { method: 'POST', body })
    expect(withoutType.status).toBe(415)
    const withCharset = await app.request(
      postJson('/api/leads', body, { 'Content-Type': 'application/json; charset=UTF-8' }),
    )
    expect(withCharset.status).toBe(202)
  })

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const { app } = createTestApp({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: 1 })
    const from = (address: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${address}` })
    for (let i = 0; i < 3; i++) {
      const response = await app.request(postJson('/api/leads', VALID_LEAD, from('198.51.100.1')))
      expect(response.status).toBe(202)
    }
    const limited = await app.request(postJson('/api/leads', VALID_LEAD, from('198.51.100.1')))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    const other = await app.request(postJson('/api/leads', VALID_LEAD, from('198.51.100.2')))
    expect(other.status).toBe(202)
  })

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const { app } = createTestApp({ rateLimit: { max: 1 } })
    const first = await app.request(
      postJson('/api/leads', VALID_LEAD, { 'X-Forwarded-For': '1.1.1.1' }),
    )
    const second = await app.request(
      postJson('/api/leads', VALID_LEAD, { 'X-Forwarded-For': '2.2.2.2' }),
    )
    expect([first.status, second.status]).toEqual([202, 429])
  })

  it('answers 405 for other methods and 404 for unknown API paths', async () => {
    const { app } = createTestApp()
    const get = await app.request('/api/leads')
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    const unknown = await app.request('/api/nothing-here', { method: 'POST' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })
    expect((await app.request('/api/health')).status).toBe(200)
  })

  it('answers 503 when the lead cannot be committed', async () => {
    const { app, db } = createTestApp()
    db.close()
    const response = await app.request(postJson('/api/leads', VALID_LEAD))
    expect(response.status).toBe(503)
  })
})
