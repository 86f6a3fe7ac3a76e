import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_KEY_PATTERN } from '../../contracts/lead-api'
import { postJson } from './post-json'

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
})
