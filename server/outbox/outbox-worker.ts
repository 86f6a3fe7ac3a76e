import type { Logger } from '../logger'
import { silentLogger } from '../logger'
import type { LeadStore, StoredLead } from '../storage/lead-store'
import {
  backoffMs,
  deadLetterReason,
  DEFAULT_TIMING,
  holdAfterAnswer,
  IDLE_STATUS,
  isGivenUp,
  type DeliveryStatus,
  type DeliveryTiming,
} from './delivery-policy'
import { sendWebhook, type DeliveryOutcome, type FetchFunction } from './send-webhook'
import { buildBatchBody, MAX_EMBEDS_PER_POST } from './webhook-body'
import { WorkerWaits, type Sleep } from './worker-waits'
import { PendingWrites } from './pending-writes'
import { secretScrubber } from './secret-scrubber'

export type { DeliveryTiming } from './delivery-policy'
export type { Sleep } from './worker-waits'

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
  private readonly waits: WorkerWaits
  private consecutiveFailures = 0
  private readonly unrecorded = new PendingWrites((error) =>
    this.raise(
      `A delivery could not be recorded (${describe(error)}); nothing more is posted until ` +
        'the database accepts writes again',
    ),
  )
  private readonly status: DeliveryStatus = { ...IDLE_STATUS }
  /** Keeps the secret webhook address, and any part of it, out of logs and stored errors. */
  private readonly scrub: (text: string) => string

  constructor(private readonly options: OutboxWorkerOptions) {
    this.scrub = secretScrubber(options.webhookUrl)
    this.timing = { ...DEFAULT_TIMING, ...options.timing }
    // A change made elsewhere is an operator's retry: end any hold or backoff at once.
    const retryNow = () => (this.consecutiveFailures = 0)
    this.waits = new WorkerWaits(options.store.db, retryNow, options.sleep)
  }

  start(): void {
    this.waits.start(this.timing.idlePollMs)
    this.running ??= this.loop()
  }

  /** Wakes an idle worker (a lead was just committed); a hold is not cut short. */
  notify(): void {
    this.waits.notify()
  }

  async stop(): Promise<void> {
    this.abort.abort()
    this.waits.stop()
    await this.running
  }

  deliveryStatus(): DeliveryStatus {
    return {
      ...this.status,
      consecutiveFailures: this.consecutiveFailures,
      unrecorded: this.unrecorded.size,
    }
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!this.unrecorded.flush()) {
          await this.pause(this.nextBackoff())
          continue
        }
        const batch = this.nextBatch()
        if (batch.length > 0) await this.deliver(batch)
        else await this.pause(this.timing.idlePollMs * 10, true)
      } catch (error) {
        // A database error (full disk, read-only file, a lock held too long): nothing was posted.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() may run during the awaits above
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
        this.unrecorded.apply(() => store.markDelivered(ids, outcome.status, at))
        this.consecutiveFailures = 0
        this.status.lastDeliveredAt = at
        this.status.state = 'ok'
        if (this.status.alert) this.log().info(`Delivery recovered: ${label} delivered`)
        this.status.alert = null
        return
      case 'rejected': {
        const error = this.scrub(outcome.body)
        this.unrecorded.apply(() => store.markFailed(ids, { status: outcome.status, error, at }))
        this.consecutiveFailures = 0
        this.log().error(
          `Webhook refused ${label} with HTTP ${outcome.status}; marked failed ` +
            `(inspect with "npm run leads -- list --status failed", resend with "retry <id>")`,
        )
        return
      }
      case 'rate-limited':
        this.unrecorded.apply(() =>
          store.recordFailure(ids, { status: 429, error: this.scrub(outcome.body), at }),
        )
        return
      case 'retry': {
        const error = this.scrub(outcome.error)
        const dead = batch.filter((lead) => isGivenUp(lead, this.now(), this.timing))
        const alive = ids.filter((id) => !dead.some((lead) => lead.id === id))
        const reason = deadLetterReason(this.timing, error)
        this.unrecorded.apply(() => {
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

  /** How long to wait before the next post. */
  private waitAfter(outcome: DeliveryOutcome): number {
    if (outcome.kind !== 'retry') {
      const hold = holdAfterAnswer(outcome, this.timing, () => this.nextBackoff())
      if (hold.alert) this.raise(hold.alert)
      return hold.ms
    }
    const waitMs = this.nextBackoff()
    if (this.consecutiveFailures >= this.timing.alertAfterFailures) {
      this.raise(`${this.consecutiveFailures} webhook posts failed in a row`)
    }
    return waitMs
  }

  private raise(alert: string): void {
    if (this.status.alert !== alert) this.log().error(`ALERT: ${alert}`)
    this.status.alert = alert
  }

  private nextBackoff(): number {
    return backoffMs(this.consecutiveFailures++, this.timing)
  }

  private async pause(ms: number, forWork = false): Promise<void> {
    if (ms <= 0) return
    if (!forWork) {
      this.status.heldUntil = new Date(this.now().getTime() + ms).toISOString()
      this.status.state = this.consecutiveFailures > 0 ? 'failing' : 'held'
    }
    await this.waits.wait(ms, forWork)
    this.status.heldUntil = null
    if (this.consecutiveFailures === 0) this.status.state = 'ok'
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date()
  }

  private log(): Logger {
    return this.options.logger ?? silentLogger
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
