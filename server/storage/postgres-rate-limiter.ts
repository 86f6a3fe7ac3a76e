import type { Sql } from 'postgres'
import type { Limiter, RateDecision, RateLimit } from '../intake/rate-limiter'

/**
 * The token bucket of `RateLimiter`, kept in PostgreSQL so every instance counts the same
 * submissions: one upsert refills and takes atomically. Time is the database's, the one clock
 * all instances share. A bucket untouched for a whole window is full again, so such rows are
 * deleted (at most once a window).
 */
export class PostgresRateLimiter implements Limiter {
  private readonly max: number
  private readonly windowMs: number
  private lastSweep = 0

  constructor(
    private readonly sql: Sql,
    limit: RateLimit,
  ) {
    this.max = limit.max
    this.windowMs = limit.windowMs ?? 60_000
  }

  async take(key: string): Promise<RateDecision> {
    const rate = this.max / this.windowMs
    const refill = this.sql`LEAST(${this.max}::float8,
      r.tokens + GREATEST(0, EXCLUDED.updated_at - r.updated_at) * ${rate}::float8)`
    const [row] = await this.sql<{ tokens: number; allowed: boolean }[]>`
      INSERT INTO rate_limits AS r (key, tokens, allowed, updated_at)
      VALUES (${key}, ${this.max - 1}::float8, true,
        (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
      ON CONFLICT (key) DO UPDATE SET
        allowed = ${refill} >= 1,
        tokens = CASE WHEN ${refill} >= 1 THEN ${refill} - 1 ELSE ${refill} END,
        updated_at = GREATEST(r.updated_at, EXCLUDED.updated_at)
      RETURNING tokens, allowed`
    this.sweep()
    if (row!.allowed) return { allowed: true }
    const waitMs = (1 - row!.tokens) / rate
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  }

  private sweep(): void {
    const now = Date.now()
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    const before = `${this.windowMs} milliseconds`
    void this.sql`DELETE FROM rate_limits
      WHERE updated_at < (extract(epoch FROM clock_timestamp() - ${before}::interval) * 1000)`.catch(
      () => {},
    )
  }
}
