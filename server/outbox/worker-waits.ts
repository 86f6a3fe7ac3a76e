import type { LeadDatabase } from '../storage/database'

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

/**
 * The worker's waits. A wait ends early on stop(); a wait for work also on notify() (a lead was
 * committed here); any wait on a change another process made to the database (an operator's
 * `retry`), seen through SQLite's data_version, polled every `pollMs`.
 */
export class WorkerWaits {
  private current: { controller: AbortController; forWork: boolean } | undefined
  private poller: NodeJS.Timeout | undefined
  private dataVersion: number | undefined
  /** Another process changed the database while no wait was in progress. */
  private changedElsewhere = false
  private stopped = false

  constructor(
    private readonly db: LeadDatabase,
    private readonly onChangeElsewhere: () => void,
    private readonly sleep: Sleep = abortableSleep,
  ) {}

  start(pollMs: number): void {
    this.checkExternalChanges() // the baseline
    this.poller ??= setInterval(() => this.checkExternalChanges(), pollMs)
    this.poller.unref()
  }

  stop(): void {
    this.stopped = true
    clearInterval(this.poller)
    this.current?.controller.abort()
  }

  notify(): void {
    if (this.current?.forWork) this.current.controller.abort()
  }

  /** Waits `ms` (with the injected sleep; a wait for work always with a real timer). */
  async wait(ms: number, forWork = false): Promise<void> {
    if (ms <= 0 || this.stopped) return
    if (this.changedElsewhere) {
      this.changedElsewhere = false
      return
    }
    const controller = new AbortController()
    this.current = { controller, forWork }
    const sleep = forWork ? abortableSleep : this.sleep
    await sleep(ms, controller.signal).catch(() => {})
    this.current = undefined
  }

  private checkExternalChanges(): void {
    let version: number
    try {
      version = this.db.pragma('data_version', { simple: true }) as number
    } catch {
      return
    }
    const changed = this.dataVersion !== undefined && version !== this.dataVersion
    this.dataVersion = version
    if (!changed) return
    this.onChangeElsewhere()
    if (this.current) this.current.controller.abort()
    else this.changedElsewhere = true
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
