import type { Context } from 'hono'
import { timingSafeEqual } from 'node:crypto'
import type { HealthMonitor } from '../health/health-monitor'
import { clientAddress, type TrustedProxies } from './client-address'
import { RateLimiter, type RateLimit } from './rate-limiter'

/** Seconds a client is asked to wait on every 503. */
export const RETRY_AFTER_SECONDS = 30
/** Public health checks allowed per client address (an uptime monitor needs one a minute). */
const PUBLIC_LIMIT: RateLimit = { max: 60, windowMs: 60_000 }

export interface HealthOptions {
  monitor: HealthMonitor
  /** `Authorization: Bearer <token>` gets the details from anywhere. */
  healthToken?: string
  trustedProxies: TrustedProxies
  clock: () => Date
}

/**
 * `GET /api/health`: 200 `{"status":"ok"}`, or 503 `{"status":"degraded"}` while leads are not
 * stored or not reaching the chat channel. The details (queue, delivery, reasons) only for the
 * health token or a client on this machine; others are rate-limited.
 */
export function healthCheck(options: HealthOptions) {
  const limiter = new RateLimiter(PUBLIC_LIMIT, () => options.clock().getTime())
  return async (c: Context) => {
    const client = clientAddress(c, options.trustedProxies)
    const detailed = hasToken(c, options.healthToken) || client.local
    if (!detailed) {
      const decision = limiter.take(client.key)
      if (!decision.allowed) {
        const headers = { 'Retry-After': String(decision.retryAfterSeconds) }
        return c.json({ error: 'Too many health checks' }, 429, headers)
      }
    }
    const snapshot = await options.monitor.current()
    const code = snapshot.status === 'ok' ? 200 : 503
    const headers: Record<string, string> =
      snapshot.status === 'unavailable' ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}
    if (detailed) return c.json(snapshot, code, headers)
    return c.json({ status: snapshot.status === 'ok' ? 'ok' : 'degraded' }, code, headers)
  }
}

function hasToken(c: Context, token: string | undefined): boolean {
  if (!token) return false
  const given = Buffer.from(c.req.header('authorization') ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
