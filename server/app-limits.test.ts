import { describe, expect, it } from 'vitest'
import { createTestApp, postJson, TEST_HEALTH_TOKEN, VALID_LEAD } from './testing/test-app'
import { parseTrustedProxies } from './intake/client-address'

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
    expect((await store.counts()).pending).toBe(0)
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

  it('answers 415 unless the body is JSON in UTF-8 or a form post', async () => {
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
    const { app } = createTestApp({ rateLimit: { max: 3, windowMs: 60_000 } })
    for (let i = 0; i < 3; i++) {
      expect((await app.request(postJson('/api/leads', VALID_LEAD))).status).toBe(202)
    }
    const limited = await app.request(postJson('/api/leads', VALID_LEAD))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
  })

  it('ignores X-Forwarded-For unless the peer is a trusted proxy', async () => {
    const { app } = createTestApp({
      rateLimit: { max: 1 },
      trustedProxies: parseTrustedProxies('10.0.0.0/8'),
    })
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
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const health = await app.request('/api/health', { method })
      expect(health.status, method).toBe(405)
      expect(health.headers.get('Allow')).toBe('GET, HEAD')
    }
    for (const path of ['/api/messages', '/api/phone-clicks']) {
      expect((await app.request(path, { method: 'PUT' })).status, path).toBe(405)
    }
  })

  it('answers 503 when the lead cannot be committed', async () => {
    const { app, db } = createTestApp()
    db.close()
    const response = await app.request(postJson('/api/leads', VALID_LEAD))
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
  })

  it('reports unhealthy while submissions fail to commit, healthy once one succeeds', async () => {
    const { app, store } = createTestApp()
    const insertMany = store.insertMany.bind(store)
    store.insertMany = () => {
      throw new Error('database or disk is full')
    }
    expect((await app.request(postJson('/api/leads', VALID_LEAD))).status).toBe(503)
    const unhealthy = await app.request('/api/health', {
      headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
    })
    expect(unhealthy.status).toBe(503)
    expect(unhealthy.headers.get('Retry-After')).toBe('30')
    expect(await unhealthy.json()).toMatchObject({ status: 'unavailable' })
    store.insertMany = insertMany
    expect((await app.request(postJson('/api/leads', VALID_LEAD))).status).toBe(202)
    expect((await app.request('/api/health')).status).toBe(200)
  })
})
