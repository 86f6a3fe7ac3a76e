import type { Logger } from '../logger'
import { silentLogger } from '../logger'
import type { LeadStore, StoredLead } from '../storage/lead-store'
import {
  DEFAULT_TIMING,
  IDLE_STATUS,
  type DeliveryStatus,
  type DeliveryTiming,
} from './delivery-policy'
import { sendWebhook, type DeliveryOutcome, type FetchFunction } from './send-webhook'
import { buildBatchBody, MAX_EMBEDS_PER_POST } from './webhook-body'

export { DEFAULT_TIMING, type DeliveryTiming } from './delivery-policy'

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

export interface OutboxWorkerOptions {
  store: LeadStore
  webhookUrl: string
  timing?: Partial<DeliveryTiming>
  fetch?: FetchFunction
  /** Waits between attempts; tests may replace it to record or shorten the waits. */
  sleep?: Sleep
  clock?: () => Date
  logger?: Logger
}

/**
 * Forwards pending rows to the webhook: leads and messages first, then phone clicks (up to 10
 * per post), oldest first. Each attempt is recorded before the post; an answer that cannot be
 * recorded is kept in memory and nothing else is posted until it is written.
 */
export class OutboxWorker {
  private readonly timing: DeliveryTiming
  private readonly abort = new AbortController()
  private running: Promise<void> | undefined
  private poller: NodeJS.Timeout | undefined
  private current: { controller: AbortController; forWork: boolean } | undefined
  private consecutiveFailures = 0
  private dataVersion: number | undefined
  /** Another process changed the database while no wait was in progress. */
  private changedElsewhere = false
  private readonly unrecorded: Array<() => void> = []
  private readonly status: DeliveryStatus = { ...IDLE_STATUS }

  constructor(private readonly options: OutboxWorkerOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing }
  }

  start(): void {
    this.checkExternalChanges() // the baseline
    this.poller ??= setInterval(() => this.checkExternalChanges(), this.timing.idlePollMs)
    this.poller.unref()
    this.running ??= this.loop()
  }

  /** Wakes an idle worker (a lead was just committed); a hold is not cut short. */
  notify(): void {
    if (this.current?.forWork) this.current.controller.abort()
  }

  async stop(): Promise<void> {
    clearInterval(this.poller)
    this.abort.abort()
    this.current?.controller.abort()
    await this.running
  }

  deliveryStatus(): DeliveryStatus {
    return {
      ...this.status,
      consecutiveFailures: this.consecutiveFailures,
      unrecorded: this.unrecorded.length,
    }
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!this.writeUnrecorded()) {
          await this.pause(this.nextBackoff())
          continue
        }
        const batch = this.nextBatch()
        if (batch.length > 0) await this.deliver(batch)
        else await this.pause(this.timing.idlePollMs * 10, true)
      } catch (error) {
        // A database error (full disk, read-only file, a lock held too long): nothing was posted.
        if (this.stopped) break
        this.raise(`Outbox cannot use the database: ${this.scrub(describe(error))}`)
        await this.pause(this.nextBackoff())
      }
    }
  }

  private nextBatch(): StoredLead[] {
    const first = this.options.store.nextPending()
    if (!first) return []
    if (first.kind !== 'phone-click') return [first]
    return this.options.store.pendingPhoneClicks(MAX_EMBEDS_PER_POST)
  }

  private async deliver(candidates: StoredLead[]): Promise<void> {
    const { body, count } = buildBatchBody(candidates)
    const batch = candidates.slice(0, count)
    this.options.store.claim(
      batch.map((lead) => lead.id),
      this.now().toISOString(),
    )
    const outcome = await sendWebhook(this.options.webhookUrl, body, {
      fetch: this.options.fetch ?? fetch,
      timeoutMs: this.timing.requestTimeoutMs,
      signal: this.abort.signal,
      now: () => this.now().getTime(),
    })
    if (this.stopped) return // the rows stay pending and are sent again at the next start
    this.record(batch, outcome)
    await this.pause(this.waitAfter(outcome))
  }

  private record(batch: StoredLead[], outcome: DeliveryOutcome): void {
    const { store } = this.options
    const ids = batch.map((lead) => lead.id)
    const at = this.now().toISOString()
    const label = ids.length === 1 ? `lead ${ids[0]}` : `${ids.length} phone clicks`
    switch (outcome.kind) {
      case 'delivered':
        this.write(() => store.markDelivered(ids, outcome.status, at))
        this.consecutiveFailures = 0
        this.status.lastDeliveredAt = at
        this.status.state = 'ok'
        if (this.status.alert) this.log().info(`Delivery recovered: ${label} delivered`)
        this.status.alert = null
        return
      case 'rejected': {
        const error = this.scrub(outcome.body)
        this.write(() => store.markFailed(ids, { status: outcome.status, error, at }))
        this.consecutiveFailures = 0
        this.log().error(
          `Webhook refused ${label} with HTTP ${outcome.status}; marked failed ` +
            `(inspect with "npm run leads -- list --status failed", resend with "retry <id>")`,
        )
        return
      }
      case 'rate-limited':
        this.write(() =>
          store.recordFailure(ids, { status: 429, error: this.scrub(outcome.body), at }),
        )
        return
      case 'retry': {
        const error = this.scrub(outcome.error)
        const dead = batch.filter((lead) => this.givenUp(lead))
        const alive = ids.filter((id) => !dead.some((lead) => lead.id === id))
        const reason = `gave up after ${this.timing.maxAttempts} attempts or ${this.timing.maxAgeMs / 3_600_000} h: ${error}`
        this.write(() => {
          store.recordFailure(alive, { status: outcome.status, error, at })
          store.markDead(
            dead.map((lead) => lead.id),
            { status: outcome.status, error: reason, at },
          )
        })
        for (const lead of dead) {
          this.raise(`Lead ${lead.id} moved to dead-letter (${reason}); see "list --status dead"`)
        }
        this.log().warn(`Webhook delivery of ${label} failed (${error})`)
        return
      }
    }
  }

  /** The attempt just made (already counted) was the last one allowed, or the row is too old. */
  private givenUp(lead: StoredLead): boolean {
    const age = this.now().getTime() - Date.parse(lead.createdAt)
    return lead.attempts + 1 >= this.timing.maxAttempts || age >= this.timing.maxAgeMs
  }

  /** How long to wait before the next post. */
  private waitAfter(outcome: DeliveryOutcome): number {
    const { maxRetryAfterMs, alertAfterFailures } = this.timing
    const bucketEmpty = outcome.rateLimit?.remaining === 0 ? outcome.rateLimit.resetAfterMs : 0
    switch (outcome.kind) {
      case 'delivered':
      case 'rejected':
        return Math.min(bucketEmpty, maxRetryAfterMs)
      case 'rate-limited': {
        const asked = Math.max(outcome.waitMs ?? this.nextBackoff(), bucketEmpty)
        if (asked > maxRetryAfterMs) {
          this.raise(
            `The chat service asked to wait ${Math.round(asked / 1000)} s; waiting ` +
              `${Math.round(maxRetryAfterMs / 1000)} s (the cap) and trying again`,
          )
        }
        return Math.min(asked, maxRetryAfterMs)
      }
      case 'retry': {
        const waitMs = this.nextBackoff()
        if (this.consecutiveFailures >= alertAfterFailures) {
          this.raise(`${this.consecutiveFailures} webhook posts failed in a row`)
        }
        return waitMs
      }
    }
  }

  private write(apply: () => void): void {
    try {
      apply()
    } catch (error) {
      this.unrecorded.push(apply)
      this.raise(
        `A delivery could not be recorded (${describe(error)}); nothing more is posted until ` +
          'the database accepts writes again',
      )
    }
  }

  /** Writes the answers that could not be recorded; false while the database still refuses. */
  private writeUnrecorded(): boolean {
    while (this.unrecorded.length > 0) {
      try {
        this.unrecorded[0]!()
      } catch {
        return false
      }
      this.unrecorded.shift()
    }
    return true
  }

  private raise(alert: string): void {
    if (this.status.alert !== alert) this.log().error(`ALERT: ${alert}`)
    this.status.alert = alert
  }

  /** 1 s, 2 s, 4 s … capped at 30 s (with the default timing). */
  private nextBackoff(): number {
    const { initialBackoffMs, maxBackoffMs } = this.timing
    const waitMs = Math.min(
      maxBackoffMs,
      initialBackoffMs * 2 ** Math.min(this.consecutiveFailures, 30),
    )
    this.consecutiveFailures++
    return waitMs
  }

  /**
   * Waits `ms`; ended early by stop(), by a change another process made to the database (an
   * operator's `retry`), and, when waiting for work, by notify().
   */
  private async pause(ms: number, forWork = false): Promise<void> {
    if (ms <= 0 || this.stopped) return
    if (this.changedElsewhere) {
      this.changedElsewhere = false
      if (!forWork) this.consecutiveFailures = 0
      return
    }
    const controller = new AbortController()
    this.current = { controller, forWork }
    if (!forWork) {
      this.status.heldUntil = new Date(this.now().getTime() + ms).toISOString()
      this.status.state = this.consecutiveFailures > 0 ? 'failing' : 'held'
    }
    const sleep = forWork ? abortableSleep : (this.options.sleep ?? abortableSleep)
    await sleep(ms, controller.signal).catch(() => {})
    this.current = undefined
    this.status.heldUntil = null
    if (this.consecutiveFailures === 0) this.status.state = 'ok'
  }

  private checkExternalChanges(): void {
    let version: number
    try {
      version = this.options.store.db.pragma('data_version', { simple: true }) as number
    } catch {
      return
    }
    const changed = this.dataVersion !== undefined && version !== this.dataVersion
    this.dataVersion = version
    if (!changed) return
    this.consecutiveFailures = 0
    if (this.current) this.current.controller.abort()
    else this.changedElsewhere = true
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date()
  }

  private log(): Logger {
    return this.options.logger ?? silentLogger
  }

  /** Keeps the secret webhook address out of logs and stored errors. */
  private scrub(text: string): string {
    return text.split(this.options.webhookUrl).join('[webhook]')
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(finish, ms)
    signal.addEventListener('abort', finish, { once: true })
    function finish() {
      clearTimeout(timer)
      signal.removeEventListener('abort', finish)
      resolve()
    }
  })
}
