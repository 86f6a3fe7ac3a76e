import { LRUCache } from 'lru-cache'

export interface RateLimit {
  /** Submissions allowed per address within `windowMs` (also the burst size). */
  max: number
  windowMs?: number
  /** Addresses remembered at most; the least recently seen are forgotten first (10,000). */
  maxAddresses?: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Takes one submission from a client's allowance. */
export interface Limiter {
  take(key: string): RateDecision | Promise<RateDecision>
}

interface Bucket {
  tokens: number
  updatedAt: number
}

/**
 * Token bucket per client address: `max` submissions per window, refilled continuously. Memory
 * is bounded: a fixed number of addresses in a least-recently-used cache.
 */
export class RateLimiter implements Limiter {
  private readonly buckets: LRUCache<string, Bucket>
  private readonly max: number
  private readonly windowMs: number

  constructor(
    limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.max = limit.max
    this.windowMs = limit.windowMs ?? 60_000
    this.buckets = new LRUCache({ max: limit.maxAddresses ?? 10_000 })
  }

  /** Addresses currently remembered. */
  get size(): number {
    return this.buckets.size
  }

  take(key: string): RateDecision {
    const now = this.now()
    const refillPerMs = this.max / this.windowMs
    const bucket = this.buckets.get(key) ?? { tokens: this.max, updatedAt: now }
    bucket.tokens = Math.min(this.max, bucket.tokens + (now - bucket.updatedAt) * refillPerMs)
    bucket.updatedAt = now
    this.buckets.set(key, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return { allowed: true }
    }
    const waitMs = (1 - bucket.tokens) / refillPerMs
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  }
}
