import type { Logger } from '../logger'
import { silentLogger } from '../logger'
import type { LeadStore, StoredLead } from '../storage/lead-store'
import { sendWebhook, type DeliveryOutcome, type FetchFunction } from './send-webhook'
import { buildWebhookBody } from './webhook-body'

export interface DeliveryTiming {
  /** First wait after a failed attempt; doubles each time (default 1 s). */
  initialBackoffMs: number
  /** Longest wait between attempts (default 30 s). */
  maxBackoffMs: number
  /** Longest wait asked for by a 429 that is honoured as is (default 1 h). */
  maxRetryAfterMs: number
  /** How often an idle worker looks for rows queued by another process (default 5 s). */
  idlePollMs: number
  requestTimeoutMs: number
}

export const DEFAULT_TIMING: DeliveryTiming = {
  initialBackoffMs: 1000,
  maxBackoffMs: 30_000,
  maxRetryAfterMs: 3_600_000,
  idlePollMs: 5000,
  requestTimeoutMs: 10_000,
}

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

/** Forwards pending leads to the webhook, oldest first, one at a time, until each gets a 2xx. */
export class OutboxWorker {
  private readonly timing: DeliveryTiming
  private readonly abort = new AbortController()
  private wake: (() => void) | undefined
  private running: Promise<void> | undefined
  private consecutiveFailures = 0

  constructor(private readonly options: OutboxWorkerOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing }
  }

  start(): void {
    this.running ??= this.loop()
  }

  /** Wakes an idle worker (a lead was just committed). */
  notify(): void {
    this.wake?.()
  }

  async stop(): Promise<void> {
    this.abort.abort()
    this.wake?.()
    await this.running
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        const lead = this.options.store.nextPending()
        if (lead) await this.deliver(lead)
        else await this.waitForWork()
      } catch (error) {
        // A database error (for example a lock held too long); the lead is still pending.
        if (this.stopped) break
        this.log().error(`Outbox error: ${this.scrub(String(error))}`)
        await this.pause(this.nextBackoff())
      }
    }
  }

  private async deliver(lead: StoredLead): Promise<void> {
    const outcome = await sendWebhook(this.options.webhookUrl, buildWebhookBody(lead), {
      fetch: this.options.fetch ?? fetch,
      timeoutMs: this.timing.requestTimeoutMs,
      signal: this.abort.signal,
      now: () => this.now().getTime(),
    })
    if (this.stopped) return // the lead stays pending and is sent again at the next start
    await this.record(lead, outcome)
  }

  private async record(lead: StoredLead, outcome: DeliveryOutcome): Promise<void> {
    const { store } = this.options
    const at = this.now().toISOString()
    switch (outcome.kind) {
      case 'delivered':
        store.markDelivered(lead.id, outcome.status, at)
        this.consecutiveFailures = 0
        return
      case 'rejected':
        store.markFailed(lead.id, outcome.status, this.scrub(outcome.body), at)
        this.consecutiveFailures = 0
        this.log().error(
          `Webhook rejected lead ${lead.id} with HTTP ${outcome.status}; marked failed ` +
            `(inspect with "npm run leads -- list --status failed", resend with "retry ${lead.id}")`,
        )
        return
      case 'rate-limited': {
        store.recordAttempt(lead.id, outcome.status, this.scrub(outcome.body), at)
        const waitMs = Math.min(outcome.waitMs ?? this.nextBackoff(), this.timing.maxRetryAfterMs)
        this.log().warn(`Webhook rate limit; waiting ${waitMs} ms before resending lead ${lead.id}`)
        await this.pause(waitMs)
        return
      }
      case 'retry': {
        store.recordAttempt(lead.id, outcome.status, this.scrub(outcome.error), at)
        const waitMs = this.nextBackoff()
        this.log().warn(
          `Webhook delivery of lead ${lead.id} failed (${this.scrub(outcome.error)}); ` +
            `retrying in ${waitMs} ms`,
        )
        await this.pause(waitMs)
        return
      }
    }
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

  private async pause(ms: number): Promise<void> {
    const sleep = this.options.sleep ?? abortableSleep
    await sleep(ms, this.abort.signal).catch(() => {})
  }

  private waitForWork(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.timing.idlePollMs)
      this.wake = done
      function done() {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => (this.wake = undefined))
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
