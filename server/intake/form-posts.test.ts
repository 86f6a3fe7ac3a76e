import { describe, expect, it } from 'vitest'
import { createTestApp, VALID_LEAD, VALID_MESSAGE } from '../testing/test-app'
import { formBodyAsJson } from './form-posts'

function postForm(path: string, fields: [string, string][] | string) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  })
}

const leadFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({ ...VALID_LEAD, website: '', ...overrides })

describe('form-encoded posts (forms sent without JavaScript)', () => {
  it('stores a contact message and answers 303 to the confirmation page', async () => {
    const { app, store } = createTestApp()
    const fields = Object.entries({ ...VALID_MESSAGE, website: '' })
    const response = await app.request(postForm('/api/messages', fields))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you')
    expect(await response.text()).toBe('')
    expect(await store.list()).toHaveLength(1)
    expect((await store.list())[0]).toMatchObject({ kind: 'message', status: 'pending' })
    expect((await store.list())[0]?.payload).toEqual(VALID_MESSAGE)
  })

  it('takes the last value of a repeated field: the checked guide box after its hidden "No"', async () => {
    const { app, store } = createTestApp()
    const base = leadFields().filter(([name]) => name !== 'wantsGuide')
    await app.request(postForm('/api/leads', [...base, ['wantsGuide', 'No']]))
    await app.request(
      postForm('/api/leads', [...base, ['wantsGuide', 'No'], ['wantsGuide', 'Yes']]),
    )
    expect((await store.list()).map((lead) => lead.payload)).toMatchObject([
      { wantsGuide: 'No' },
      { wantsGuide: 'Yes' },
    ])
  })

  it('cleans strings like the JSON path and keeps message line breaks', async () => {
    const { app, store } = createTestApp()
    const fields = Object.entries({
      ...VALID_MESSAGE,
      name: '  Jane\u200B  Doe ',
      message: 'line one\r\nline two',
    })
    await app.request(postForm('/api/messages', fields))
    expect((await store.list())[0]?.payload).toMatchObject({
      name: 'Jane Doe',
      message: 'line one\nline two',
    })
  })

  it('sends invalid input to the explanation page, storing nothing and showing no JSON', async () => {
    const { app, store } = createTestApp()
    for (const body of [
      leadFields({ phone: 'call me' }),
      leadFields({ admin: 'true' }),
      '__proto__=x&name=a',
      'name=%C3%28',
    ]) {
      const response = await app.request(postForm('/api/leads', body))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/form-problem')
      expect(response.headers.get('content-type')).toBeNull()
    }
    expect(await store.list()).toEqual([])
  })

  it('never puts what was typed into the redirect', async () => {
    const { app } = createTestApp()
    for (const fields of [leadFields(), leadFields({ email: 'jane@' })]) {
      const response = await app.request(postForm('/api/leads', fields))
      const location = response.headers.get('location') ?? ''
      expect(location).toMatch(/^\/(thank-you|form-problem)$/)
    }
  })

  it('stores a filled honeypot as spam and still confirms', async () => {
    const { app, store } = createTestApp()
    const response = await app.request(
      postForm('/api/leads', leadFields({ website: 'http://spam.example' })),
    )
    expect(response.headers.get('location')).toBe('/thank-you')
    expect((await store.list())[0]?.status).toBe('spam')
  })

  it('shares the rate limit with JSON posts and explains the refusal', async () => {
    const { app, store } = createTestApp({ rateLimit: { max: 1 } })
    expect((await app.request(postForm('/api/leads', leadFields()))).status).toBe(303)
    const refused = await app.request(postForm('/api/leads', leadFields()))
    expect(refused.headers.get('location')).toBe('/form-problem')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await store.list()).toHaveLength(1)
  })

  it('refuses a form posted from another site, which a browser marks cross-site', async () => {
    const { app, store } = createTestApp()
    const request = postForm('/api/leads', leadFields())
    request.headers.set('Sec-Fetch-Site', 'cross-site')
    const response = await app.request(request)
    expect(response.headers.get('location')).toBe('/form-problem')
    const sameOrigin = postForm('/api/leads', leadFields())
    sameOrigin.headers.set('Sec-Fetch-Site', 'same-origin')
    expect((await app.request(sameOrigin)).headers.get('location')).toBe('/thank-you')
    expect(await store.list()).toHaveLength(1)
  })

  it('sends a body over 16 KB to the explanation page', async () => {
    const { app, store } = createTestApp()
    const response = await app.request(
      postForm('/api/messages', leadFields({ message: 'x'.repeat(17 * 1024) })),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/form-problem')
    expect(await store.list()).toEqual([])
  })
})

describe('formBodyAsJson', () => {
  it('decodes percent and plus encoding into a flat JSON object', () => {
    expect(
      JSON.parse(
        new TextDecoder().decode(
          formBodyAsJson(new TextEncoder().encode('name=Jos%C3%A9+D&x=1&x=2')),
        ),
      ),
    ).toEqual({ name: 'José D', x: '2' })
  })
})
