import type { Context } from 'hono'
import type { DeliveryStatus } from '../outbox/delivery-policy'
import type { LeadStore } from '../storage/lead-store'

/** Seconds a client is asked to wait on every 503. */
export const RETRY_AFTER_SECONDS = 30
/** A pending row older than this makes the health check report `degraded` (10 min). */
export const STALE_PENDING_MS = 10 * 60_000

export interface HealthSources {
  store: LeadStore
  /** When a submission last failed to commit, unless one succeeded since. */
  lastIntakeFailureAt: () => Date | undefined
  /** The outbox worker's state; absent when no webhook is configured. */
  delivery?: () => DeliveryStatus
  clock: () => Date
}

type Status = 'ok' | 'degraded' | 'unavailable'

/**
 * `GET /api/health`: 503 (with Retry-After) when leads cannot be stored; 200 `degraded` with an
 * `alert` when they are stored but not reaching the chat channel; 200 `ok` otherwise.
 */
export function healthCheck(sources: HealthSources) {
  // At most one successful heartbeat write (an fsync) per second, however often it is called.
  let lastSuccess = -Infinity
  const canWriteNow = (now: Date) => {
    if (Date.now() - lastSuccess < 1000) return true
    const ok = canWrite(sources.store, now)
    if (ok) lastSuccess = Date.now()
    return ok
  }
  return (c: Context) => {
    const now = sources.clock()
    // A full disk may still take the heartbeat (SQLite reuses its log) while inserts fail: a
    // failed commit counts as not writable until a commit succeeds again.
    const failing = sources.lastIntakeFailureAt() !== undefined
    const writable = !failing && canWriteNow(now)
    let queue
    try {
      const summary = sources.store.summary()
      const oldest = summary.oldestPendingAt ? Date.parse(summary.oldestPendingAt) : undefined
      const oldestPendingAgeSeconds =
        oldest === undefined ? null : Math.max(0, Math.floor((now.getTime() - oldest) / 1000))
      queue = { ...summary, oldestPendingAgeSeconds }
    } catch {
      queue = null
    }
    const delivery = sources.delivery?.() ?? null
    const alert = alertFor(delivery, queue?.oldestPendingAgeSeconds ?? null, !!sources.delivery)
    const status: Status = !writable || !queue ? 'unavailable' : alert ? 'degraded' : 'ok'
    const body = {
      status,
      database: writable ? 'writable' : 'not writable',
      queue,
      delivery: delivery ?? 'not configured',
      alert,
    }
    if (status !== 'unavailable') return c.json(body, 200)
    return c.json(body, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
  }
}

function canWrite(store: LeadStore, now: Date): boolean {
  try {
    store.touchHeartbeat(now.toISOString())
    return true
  } catch {
    return false
  }
}

function alertFor(
  delivery: DeliveryStatus | null,
  oldestPendingAgeSeconds: number | null,
  configured: boolean,
): string | null {
  if (!configured) return 'WEBHOOK_URL is not set: leads are only kept in the database'
  if (delivery?.alert) return delivery.alert
  if (oldestPendingAgeSeconds !== null && oldestPendingAgeSeconds * 1000 > STALE_PENDING_MS) {
    return `The oldest pending lead has waited ${Math.round(oldestPendingAgeSeconds / 60)} min`
  }
  return null
}
