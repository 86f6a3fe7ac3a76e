import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Logger } from '../logger'
import { silentLogger } from '../logger'
import type { LeadStore, StoredLead } from '../storage/lead-store'
import {
  backoffMs,
  DEFAULT_TIMING,
  holdAfterAnswer,
  IDLE_STATUS,
  type DeliveryStatus,
  type DeliveryTiming,
} from './delivery-policy'
import { recordOutcome } from './record-outcome'
import { deliveryKey, sendWebhook, type DeliveryOutcome, type FetchFunction } from './send-webhook'
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
 * per post), oldest first. Each row is claimed with a lease before the post (the claim counts
 * the attempt), so several workers, in one process or several, never post the same row at once;
 * an answer that cannot be recorded is kept in memory and nothing else is posted until it is.
 */
export class OutboxWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private readonly timing: DeliveryTiming
  private readonly stopping = new AbortController()
  /** Cuts off a post in flight: after the grace period of a stop. */
  private readonly cutOff = new AbortController()
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
    // An operator's retry: end any hold or backoff at once.
    const retryNow = () => (this.consecutiveFailures = 0)
    const { store } = options
    this.waits = new WorkerWaits(() => store.operatorSignal(), retryNow, options.sleep)
  }

  start(): void {
    this.running ??= this.waits.start(this.timing.idlePollMs).then(() => this.loop())
  }

  /** Wakes an idle worker (a lead was just committed); a hold is not cut short. */
  notify(): void {
    this.waits.notify()
  }

  /**
   * Claims nothing more; a post in flight may finish within the grace period and is recorded
   * (so it is not sent again), else it is cut off and its rows released for the next worker.
   */
  async stop(): Promise<void> {
    this.stopping.abort()
    this.waits.stop()
    const grace = setTimeout(() => this.cutOff.abort(), this.timing.stopGraceMs)
    await this.running
    clearTimeout(grace)
  }

  deliveryStatus(): DeliveryStatus {
    return {
      ...this.status,
      consecutiveFailures: this.consecutiveFailures,
      unrecorded: this.unrecorded.size,
    }
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (!(await this.unrecorded.flush())) {
          await this.pause(this.nextBackoff())
          continue
        }
        const claimed = await this.claimNext()
        if (claimed.length > 0) await this.deliver(claimed)
        else await this.pause(this.timing.idlePollMs * 10, true)
      } catch (error) {
        // A database error (full disk, read-only file, a lock held too long): nothing was posted.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() may run during the awaits above
        if (this.stopped) break
        this.raise(`Outbox cannot use the database: ${this.scrub(describe(error))}`)
        await this.pause(this.nextBackoff())
      }
    }
    await this.unrecorded.flush().catch(() => false)
  }

  private claimNext(): Promise<StoredLead[]> {
    const now = this.now()
    return this.options.store.claimNext({
      worker: this.id,
      at: now.toISOString(),
      until: new Date(now.getTime() + this.leaseMs()).toISOString(),
      maxClicks: MAX_EMBEDS_PER_POST,
    })
  }

  /** The lease outlasts any attempt (whose deadline is requestTimeoutMs) twice over. */
  private leaseMs(): number {
    return Math.max(this.timing.claimLeaseMs, 2 * this.timing.requestTimeoutMs)
  }

  private async deliver(claimed: StoredLead[]): Promise<void> {
    const { store } = this.options
    const { body, count } = buildBatchBody(claimed)
    const batch = claimed.slice(0, count)
    const left = claimed.slice(count).map((lead) => lead.id)
    if (left.length > 0) await store.release(left, this.id)
    const outcome = await sendWebhook(this.options.webhookUrl, body, {
      fetch: this.options.fetch ?? fetch,
      timeoutMs: this.timing.requestTimeoutMs,
      signal: this.cutOff.signal,
      idempotencyKey: deliveryKey(batch.map((lead) => lead.id)),
      now: () => this.now().getTime(),
    })
    if (this.cutOff.signal.aborted) {
      // Cut off by a stop: whether it arrived is unknown; the next worker sends it again.
      await store.release(
        batch.map((lead) => lead.id),
        this.id,
      )
      return
    }
    await recordOutcome(batch, outcome, {
      store,
      unrecorded: this.unrecorded,
      timing: this.timing,
      now: this.now(),
      scrub: this.scrub,
      logger: this.log(),
      raise: (alert) => this.raise(alert),
      delivered: (at) => this.delivered(at),
      refused: () => (this.consecutiveFailures = 0),
    })
    await this.pause(this.waitAfter(outcome))
  }

  private delivered(at: string): void {
    this.consecutiveFailures = 0
    this.status.lastDeliveredAt = at
    this.status.state = 'ok'
    if (this.status.alert) this.log().info('Delivery recovered')
    this.status.alert = null
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
    if (ms <= 0 || this.stopped) return
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
