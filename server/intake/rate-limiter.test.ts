import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limiter'

describe('rate limiter', () => {
  it('allows a burst of max per address, then asks to wait until a slot refills', () => {
    let now = 0
    const limiter = new RateLimiter({ max: 10, windowMs: 60_000 }, () => now)
    for (let i = 0; i < 10; i++) expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 6 })
    expect(limiter.take('b').allowed).toBe(true)
    now += 6_000
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
    now += 60_000
    for (let i = 0; i < 10; i++) expect(limiter.take('a').allowed).toBe(true)
  })
})
