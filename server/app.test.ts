import { describe, expect, it } from 'vitest'
import {
  createTestApp,
  postJson,
  VALID_LEAD,
  VALID_MESSAGE,
  VALID_PHONE_CLICK,
} from './testing/test-app'

describe('POST /api/leads', () => {
  it('answers 202 with the id of the committed lead', async () => {
    const { app, store } = createTestApp()
    const response = await app.request(postJson('/api/leads', VALID_LEAD))
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    expect(await store.get(id)).toMatchObject({
      kind: 'lead',
      status: 'pending',
      createdAt: '2024-01-15T14:30:00.000Z',
      payload: VALID_LEAD,
    })
  })

  it('trims strings and strips control and invisible characters', async () => {
    const { app, store } = createTestApp()
    const response = await app.request(
      postJson('/api/leads', { ...VALID_LEAD, name: '  Jane\u0000\u200B  Doe\u202E\n ' }),
    )
    const { id } = (await response.json()) as { id: string }
    expect((await store.get(id))?.payload).toMatchObject({ name: 'Jane Doe' })
  })

  it('answers 422 with one error per invalid field', async () => {
    const { app } = createTestApp()
    const response = await app.request(
      postJson('/api/leads', { ...VALID_LEAD, email: 'not-an-email', phone: 'call me', name: ' ' }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: [
        { field: 'name', message: 'must not be empty' },
        { field: 'phone', message: 'must be a phone number with at least 7 digits' },
        { field: 'email', message: 'must be a valid email address' },
      ],
    })
  })

  it('reports missing fields, wrong types, unknown fields and bad enums', async () => {
    const { app } = createTestApp()
    const { name: _name, ...withoutName } = VALID_LEAD
    const response = await app.request(
      postJson('/api/leads', { ...withoutName, source: 42, wantsGuide: 'Maybe', admin: true }),
    )
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: { field: string }[] }
    expect(errors.map((error) => error.field).sort()).toEqual([
      'admin',
      'name',
      'source',
      'wantsGuide',
    ])
  })

  it('answers 422 for a JSON body that is not an object', async () => {
    const { app } = createTestApp()
    for (const body of ['[]', 'null', '"text"', '12']) {
      const response = await app.request(postJson('/api/leads', body))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        errors: [{ field: 'body', message: 'must be a JSON object' }],
      })
    }
  })

  it('accepts a filled honeypot like a real lead but stores it as spam', async () => {
    const { app, store } = createTestApp()
    const response = await app.request(
      postJson('/api/leads', { ...VALID_LEAD, website: 'http://spam.example' }),
    )
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    expect((await store.get(id))?.status).toBe('spam')
    expect((await store.get(id))?.payload).not.toHaveProperty('website')
    expect((await store.summary()).pending).toBe(0)
  })

  it('rejects prototype-pollution keys without touching any prototype', async () => {
    const { app } = createTestApp()
    const bodies = [
      `{"__proto__": {"polluted": true}, "name": "x"}`,
      `{"constructor": {"prototype": {"polluted": true}}}`,
      `{"name": {"__proto__": {"polluted": true}}}`,
    ]
    for (const body of bodies) {
      const response = await app.request(postJson('/api/leads', body))
      expect(response.status).toBe(422)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('POST /api/messages', () => {
  it('stores the contact message', async () => {
    const { app, store } = createTestApp()
    const response = await app.request(postJson('/api/messages', VALID_MESSAGE))
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    expect(await store.get(id)).toMatchObject({ kind: 'message', payload: VALID_MESSAGE })
  })

  it('defaults an absent or empty service to General Consultation', async () => {
    const { app, store } = createTestApp()
    const { service: _service, address: _address, message: _message, ...minimal } = VALID_MESSAGE
    for (const body of [minimal, { ...minimal, service: '', address: '  ', message: '' }]) {
      const { id } = (await (await app.request(postJson('/api/messages', body))).json()) as {
        id: string
      }
      expect((await store.get(id))?.payload).toEqual({
        ...minimal,
        service: 'General Consultation',
      })
    }
  })

  it('keeps line breaks in the message and rejects an unknown service', async () => {
    const { app, store } = createTestApp()
    const ok = await app.request(
      postJson('/api/messages', { ...VALID_MESSAGE, message: ' Line one\r\nLine two\u0007 ' }),
    )
    const { id } = (await ok.json()) as { id: string }
    expect((await store.get(id))?.payload).toMatchObject({ message: 'Line one\nLine two' })
    const bad = await app.request(postJson('/api/messages', { ...VALID_MESSAGE, service: 'Loans' }))
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('service')
  })
})

describe('POST /api/phone-clicks', () => {
  it('accepts a beacon sent as an application/json Blob', async () => {
    const { app, store } = createTestApp()
    const blob = new Blob([JSON.stringify({ ...VALID_PHONE_CLICK, context: undefined })], {
      type: 'application/json',
    })
    const response = await app.request('/api/phone-clicks', { method: 'POST', body: blob })
    expect(response.status).toBe(202)
    const { id } = (await response.json()) as { id: string }
    expect((await store.get(id))?.payload).toEqual({ ...VALID_PHONE_CLICK, context: 'general' })
  })

  it('requires a tel: link', async () => {
    const { app } = createTestApp()
    const response = await app.request(
      postJson('/api/phone-clicks', { ...VALID_PHONE_CLICK, href: 'javascript:alert(1)' }),
    )
    expect(response.status).toBe(422)
  })
})
