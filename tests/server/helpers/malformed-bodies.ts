import { VALID_LEAD, VALID_MESSAGE, VALID_PHONE_CLICK } from '../../../server/testing/test-app'

export interface MalformedRequest {
  label: string
  path: string
  /** null: no Content-Type header at all. */
  contentType: string | null
  body: Uint8Array<ArrayBuffer>
}

const ENDPOINTS: Array<[string, Record<string, string>]> = [
  ['/api/leads', VALID_LEAD],
  ['/api/messages', VALID_MESSAGE],
  ['/api/phone-clicks', VALID_PHONE_CLICK],
]
const JSON_TYPE = 'application/json'
const WRONG_VALUES: unknown[] = [
  42,
  -1.5,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1, { x: 'y' }] } },
]
const encode = (text: string) => new TextEncoder().encode(text)

/** Deterministic pseudo-random numbers, so a failure can be reproduced. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
}

/** Bodies that must each get a 4xx: every one is wrong in at least one way. */
export function malformedRequests(): MalformedRequest[] {
  const requests: MalformedRequest[] = []
  const add = (label: string, path: string, body: unknown, type: string | null = JSON_TYPE) => {
    const bytes =
      body instanceof Uint8Array
        ? new Uint8Array(body)
        : encode(typeof body === 'string' ? body : JSON.stringify(body))
    requests.push({ label, path, contentType: type, body: bytes })
  }

  for (const [path, valid] of ENDPOINTS) {
    const required = Object.keys(valid).filter(
      (key) => !['address', 'service', 'message', 'context'].includes(key),
    )
    for (const field of Object.keys(valid)) {
      WRONG_VALUES.forEach((value, i) =>
        add(`${path} ${field} wrong type ${i}`, path, { ...valid, [field]: value }),
      )
      add(`${path} ${field} huge`, path, { ...valid, [field]: 'x'.repeat(20_000) })
      add(`${path} ${field} too long`, path, { ...valid, [field]: 'x'.repeat(6000) })
    }
    for (const field of required) {
      const { [field]: _removed, ...rest } = valid
      add(`${path} missing ${field}`, path, rest)
      if (field === 'linkText') continue // an icon-only phone link has no text
      add(`${path} blank ${field}`, path, { ...valid, [field]: ' \u0000\u0007\t ' })
    }
    const json = JSON.stringify(valid)
    add(`${path} __proto__`, path, `{"__proto__":{"isAdmin":true},${json.slice(1)}`)
    add(`${path} constructor`, path, `{"constructor":{"prototype":{"x":1}},${json.slice(1)}`)
    add(`${path} nested __proto__`, path, `{"extra":{"__proto__":{"x":1}},${json.slice(1)}`)
    add(`${path} extra field`, path, { ...valid, isAdmin: true })
    add(
      `${path} invalid utf-8`,
      path,
      new Uint8Array([...encode(json.slice(0, 10)), 0xff, 0xc3, 0x28, ...encode(json.slice(10))]),
    )
    add(
      `${path} lone continuation byte`,
      path,
      new Uint8Array([0x7b, 0x22, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
    )
    add(`${path} truncated json`, path, json.slice(0, json.length - 3))
    add(`${path} trailing comma`, path, json.replace(/}$/, ',}'))
    add(`${path} single quotes`, path, json.replace(/"/g, "'"))
    add(`${path} empty body`, path, '')
    add(`${path} deep nesting`, path, '['.repeat(5000) + ']'.repeat(5000))
    add(`${path} array`, path, [valid])
    add(`${path} string`, path, '"hello"')
    add(`${path} number`, path, '1e999')
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/jsonp',
      '',
      null,
    ]) {
      add(`${path} content type ${type}`, path, json, type)
    }
  }
  add('lead with bad email', '/api/leads', { ...VALID_LEAD, email: 'jane@' })
  add('lead with phone without digits', '/api/leads', { ...VALID_LEAD, phone: '(---) ---' })
  add('click with javascript href', '/api/phone-clicks', {
    ...VALID_PHONE_CLICK,
    href: 'javascript:alert(1)',
  })
  add('lead with bad path', '/api/leads', { ...VALID_LEAD, path: 'https://evil.example' })

  const next = random(20240115)
  for (let i = 0; i < 40; i++) {
    const bytes = new Uint8Array(1 + Math.floor(next() * 400))
    for (let j = 0; j < bytes.length; j++) bytes[j] = Math.floor(next() * 256)
    const [path] = ENDPOINTS[i % ENDPOINTS.length]!
    add(`random bytes ${i}`, path, bytes)
  }
  return requests
}
