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
