import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_KEY_PATTERN } from '../../contracts/lead-api'
import { FieldErrorsResponse, postJson } from './post-json'

afterEach(() => vi.unstubAllGlobals())

function recordRequests(answers: Array<number | 'network error'>) {
  const keys: string[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']!)
    const answer = answers.shift() ?? 202
    if (answer === 'network error') throw new TypeError('Failed to fetch')
    return new Response('{}', { status: answer })
  })
  return keys
}

describe('postJson', () => {
  it('sends one key per submission and the same key on a retry of it', async () => {
    const keys = recordRequests(['network error', 202, 503, 202, 202])
    await postJson('/api/leads', { name: 'A' }) // network error, retried at once
    await expect(postJson('/api/leads', { name: 'B' })).rejects.toThrow(/503/)
    await postJson('/api/leads', { name: 'B' }) // the visitor presses send again
    await postJson('/api/leads', { name: 'A' }) // a new submission after the first was accepted
    expect(keys).toHaveLength(5)
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN)
    expect(keys[1]).toBe(keys[0])
    expect(keys[3]).toBe(keys[2])
    expect(new Set(keys).size).toBe(3)
  })

  it('reads the fields to correct from a 422 answer; any other refusal stays a failure', async () => {
    const errors = [{ field: 'phone', message: 'must be a phone number with at least 7 digits' }]
    vi.stubGlobal('fetch', async () => Response.json({ errors }, { status: 422 }))
    const refusal = await postJson('/api/messages', { phone: 'call me' }).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(FieldErrorsResponse)
    expect((refusal as FieldErrorsResponse).errors).toEqual(errors)

    for (const status of [500, 422]) {
      vi.stubGlobal('fetch', async () => new Response('<html>', { status }))
      const failure = await postJson('/api/messages', { name: 'A' }).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(Error)
      expect(failure).not.toBeInstanceOf(FieldErrorsResponse)
    }
  })
})
