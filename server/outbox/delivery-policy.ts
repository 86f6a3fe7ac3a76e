export interface DeliveryTiming {
  /** First wait after a failed attempt; doubles each time (default 1 s). */
  initialBackoffMs: number
  /** Longest wait between attempts (default 30 s). */
  maxBackoffMs: number
  /**
   * Longest wait asked for by a 429 that is honoured (default 60 s). A longer Retry-After is
   * cut to this, and raises an alert.
   */
  maxRetryAfterMs: number
  /** How often the worker looks for changes made by another process, such as `retry` (0.5 s). */
  idlePollMs: number
  requestTimeoutMs: number
  /** Attempts after which a row is given up and moved to `dead` (default 50). */
  maxAttempts: number
  /** Age after which a row that fails again is moved to `dead` (default 3 days). */
  maxAgeMs: number
  /** Consecutive failed posts after which an alert is raised (default 5). */
  alertAfterFailures: number
  /**
   * How long a claimed row is held by its worker (default 20 s, twice one attempt): a worker
   * that crashed holds it no longer, and another one (or the next start) sends it again.
   */
  claimLeaseMs: number
  /** On stop, how long a post in flight may take to finish before it is cut off (default 5 s). */
  stopGraceMs: number
}

export const DEFAULT_TIMING: DeliveryTiming = {
  initialBackoffMs: 1000,
  maxBackoffMs: 30_000,
  maxRetryAfterMs: 60_000,
  idlePollMs: 500,
  requestTimeoutMs: 10_000,
  maxAttempts: 50,
  maxAgeMs: 3 * 24 * 3_600_000,
  alertAfterFailures: 5,
  claimLeaseMs: 20_000,
  stopGraceMs: 5000,
}

/** What the health check reports about delivery. */
export interface DeliveryStatus {
  /** delivering normally · held: waiting as the chat service asked · failing: posts fail. */
  state: 'ok' | 'held' | 'failing'
  heldUntil: string | null
  consecutiveFailures: number
  /** Set while something needs a person: a hold over the cap, repeated failures, a dead row. */
  alert: string | null
  lastDeliveredAt: string | null
  /** Deliveries that happened but could not be written to the database yet. */
  unrecorded: number
}

export const IDLE_STATUS: DeliveryStatus = {
  state: 'ok',
  heldUntil: null,
  consecutiveFailures: 0,
  alert: null,
  lastDeliveredAt: null,
  unrecorded: 0,
}

/** 1 s, 2 s, 4 s … capped at 30 s (with the default timing). */
export function backoffMs(consecutiveFailures: number, timing: DeliveryTiming): number {
  const { initialBackoffMs, maxBackoffMs } = timing
  return Math.min(maxBackoffMs, initialBackoffMs * 2 ** Math.min(consecutiveFailures, 30))
}

/** The attempt just made (already counted) was the last one allowed, or the row is too old. */
export function isGivenUp(
  lead: { attempts: number; createdAt: string },
  now: Date,
  timing: DeliveryTiming,
): boolean {
  const age = now.getTime() - Date.parse(lead.createdAt)
  return lead.attempts >= timing.maxAttempts || age >= timing.maxAgeMs
}

export function deadLetterReason(timing: DeliveryTiming, error: string): string {
  const hours = Math.round(timing.maxAgeMs / 3_600_000)
  return `gave up after ${timing.maxAttempts} attempts or ${hours} h: ${error}`
}

/**
 * The wait before the next post after an answer (not a failure): until the chat service's
 * rate-limit bucket refills, or as long as a 429 asks, cut to the cap (with an alert).
 */
export function holdAfterAnswer(
  answer: {
    kind: 'delivered' | 'rejected' | 'rate-limited'
    waitMs?: number
    rateLimit?: { remaining: number; resetAfterMs: number }
  },
  timing: DeliveryTiming,
  backoff: () => number,
): { ms: number; alert?: string } {
  const { maxRetryAfterMs } = timing
  const bucketEmpty = answer.rateLimit?.remaining === 0 ? answer.rateLimit.resetAfterMs : 0
  if (answer.kind !== 'rate-limited') return { ms: Math.min(bucketEmpty, maxRetryAfterMs) }
  const asked = Math.max(answer.waitMs ?? backoff(), bucketEmpty)
  if (asked <= maxRetryAfterMs) return { ms: asked }
  const alert =
    `The chat service asked to wait ${Math.round(asked / 1000)} s; waiting ` +
    `${Math.round(maxRetryAfterMs / 1000)} s (the cap) and trying again`
  return { ms: maxRetryAfterMs, alert }
}
