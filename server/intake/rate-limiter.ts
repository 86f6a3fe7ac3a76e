export interface RateLimit {
  /** Submissions allowed per address within `windowMs` (also the burst size). */
  max: number
  windowMs?: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

interface Bucket {
  tokens: number
  updatedAt: number
}

/** Token bucket per client address: `max` submissions per window, refilled continuously. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly max: number
  private readonly windowMs: number
  private lastSweep: number

  constructor(
    limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.max = limit.max
    this.windowMs = limit.windowMs ?? 60_000
    this.lastSweep = now()
  }

  take(key: string): RateDecision {
    const now = this.now()
    this.sweep(now)
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

  /** Forgets addresses whose bucket has refilled completely. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= this.windowMs) this.buckets.delete(key)
    }
  }
}
