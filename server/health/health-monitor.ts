import type { Logger } from '../logger'
import type { DeliveryStatus } from '../outbox/delivery-policy'
import type { LeadStore, QueueSummary } from '../storage/lead-store'

/** A pending row older than this makes the health check report `degraded` (10 min). */
export const STALE_PENDING_MS = 10 * 60_000

export interface HealthSources {
  store: LeadStore
  /** When a submission last failed to commit, unless one succeeded since. */
  lastIntakeFailureAt: () => Date | undefined
  /** The outbox worker's state; absent when no webhook is configured. */
  delivery?: () => DeliveryStatus
  clock: () => Date
  logger: Logger
  stalePendingMs?: number
}

type Queue = QueueSummary & { oldestPendingAgeSeconds: number | null }

export interface HealthSnapshot {
  status: 'ok' | 'degraded' | 'unavailable'
  database: 'writable' | 'not writable'
  queue: Queue | null
  delivery: DeliveryStatus | 'not configured'
  /** Why the status is not ok, one line each; the first is also `alert`. */
  reasons: string[]
  alert: string | null
  /** Set when no webhook is configured (leads wait as pending; degraded once they are stale). */
  note?: string
}

type Reason = { code: string; message: string }

/** Reasons whose appearance the outbox worker already logs. */
const LOGGED_ELSEWHERE = new Set(['worker'])
const NO_WEBHOOK = 'WEBHOOK_URL is not set: leads are only kept in the database'

/**
 * Works out the health at most once per `cacheMs` (however often it is asked, so a flood of
 * health checks costs nothing), with indexed, capped queries; logs an `ALERT:` line when a reason
 * appears and a line when it clears. `start()` checks on a timer, so a transition is logged even
 * when nobody asks.
 */
export class HealthMonitor {
  private cached: { at: number; snapshot: Promise<HealthSnapshot> } | undefined
  private active = new Map<string, string>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly sources: HealthSources,
    private readonly cacheMs = 1000,
  ) {}

  current(): Promise<HealthSnapshot> {
    const now = Date.now()
    if (!this.cached || now - this.cached.at >= this.cacheMs) {
      this.cached = { at: now, snapshot: this.check() }
    }
    return this.cached.snapshot
  }

  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.current(), intervalMs)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
  }

  private async check(): Promise<HealthSnapshot> {
    const { store, clock } = this.sources
    const now = clock()
    const failing = this.sources.lastIntakeFailureAt() !== undefined
    const writable = !failing && (await store.touchHeartbeat(now.toISOString()).then(yes, no))
    const queue = await store.summary().then((summary) => withAge(summary, now), nothing)
    const delivery = this.sources.delivery?.() ?? null
    const reasons = this.reasons(writable, queue, delivery)
    this.logTransitions(reasons)
    const status = !writable || !queue ? 'unavailable' : reasons.length ? 'degraded' : 'ok'
    const messages = reasons.map((reason) => reason.message)
    return {
      status,
      database: writable ? 'writable' : 'not writable',
      queue,
      delivery: delivery ?? 'not configured',
      reasons: messages,
      alert: messages[0] ?? null,
      ...(this.sources.delivery ? {} : { note: NO_WEBHOOK }),
    }
  }

  private reasons(writable: boolean, queue: Queue | null, delivery: DeliveryStatus | null) {
    const reasons: Reason[] = []
    const add = (code: string, message: string) => reasons.push({ code, message })
    if (!writable) add('database', 'The database cannot take writes: submissions get 503')
    if (!queue) add('queue', 'The database cannot be read')
    if (delivery?.alert) add('worker', delivery.alert)
    else if (delivery && delivery.consecutiveFailures > 0) {
      add('failing', 'The last delivery attempt failed; retrying')
    }
    if (queue && queue.unacknowledged > 0) {
      add(
        'unacknowledged',
        `${queue.unacknowledged} failed or dead lead(s) not acknowledged: see ` +
          '"npm run leads -- list --status failed" (and dead), then "npm run leads -- ack"',
      )
    }
    const staleMs = this.sources.stalePendingMs ?? STALE_PENDING_MS
    const age = queue?.oldestPendingAgeSeconds ?? null
    if (age !== null && age * 1000 > staleMs) {
      add('stale', `The oldest pending lead has waited ${Math.round(age / 60)} min`)
    }
    return reasons
  }

  private logTransitions(reasons: Reason[]): void {
    const next = new Map(reasons.map((reason) => [reason.code, reason.message]))
    for (const [code, message] of next) {
      if (!this.active.has(code) && !LOGGED_ELSEWHERE.has(code)) {
        this.sources.logger.error(`ALERT: ${message}`)
      }
    }
    for (const [code, message] of this.active) {
      if (!next.has(code)) this.sources.logger.info(`Health recovered, no longer: ${message}`)
    }
    this.active = next
  }
}

const yes = () => true
const no = () => false
const nothing = () => null

function withAge(summary: QueueSummary, now: Date): Queue {
  const oldest = summary.oldestPendingAt ? Date.parse(summary.oldestPendingAt) : undefined
  const oldestPendingAgeSeconds =
    oldest === undefined ? null : Math.max(0, Math.floor((now.getTime() - oldest) / 1000))
  return { ...summary, oldestPendingAgeSeconds }
}
