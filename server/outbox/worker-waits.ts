export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

/**
 * The worker's waits. A wait ends early on stop(); a wait for work also on notify() (a lead was
 * committed here); any wait when an operator asks for delivery now (`retry`, seen as a new
 * operator signal in the store, polled every `pollMs`).
 */
export class WorkerWaits {
  private current: { controller: AbortController; forWork: boolean } | undefined
  private poller: NodeJS.Timeout | undefined
  private signal: string | null | undefined
  /** An operator asked while no wait was in progress. */
  private askedMeanwhile = false
  private stopped = false

  constructor(
    private readonly readSignal: () => Promise<string | null>,
    private readonly onOperatorRequest: () => void,
    private readonly sleep: Sleep = abortableSleep,
  ) {}

  async start(pollMs: number): Promise<void> {
    await this.checkSignal() // the baseline
    this.poller ??= setInterval(() => void this.checkSignal(), pollMs)
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
    if (this.askedMeanwhile) {
      this.askedMeanwhile = false
      return
    }
    const controller = new AbortController()
    this.current = { controller, forWork }
    const sleep = forWork ? abortableSleep : this.sleep
    await sleep(ms, controller.signal).catch(() => {})
    this.current = undefined
  }

  private async checkSignal(): Promise<void> {
    let signal: string | null
    try {
      signal = await this.readSignal()
    } catch {
      return
    }
    const changed = this.signal !== undefined && signal !== this.signal
    this.signal = signal
    if (!changed) return
    this.onOperatorRequest()
    if (this.current) this.current.controller.abort()
    else this.askedMeanwhile = true
  }
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve()
      return
    }
    const timer = setTimeout(finish, ms)
    signal.addEventListener('abort', finish, { once: true })
    function finish() {
      clearTimeout(timer)
      signal.removeEventListener('abort', finish)
      resolve()
    }
  })
}
