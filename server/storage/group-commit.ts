import type { NewLead } from './lead-store'

interface Waiting {
  lead: NewLead
  resolve: (id: string | null) => void
  reject: (error: unknown) => void
}

/**
 * Gathers the inserts that arrive within one event-loop turn and commits them in a single
 * transaction, so one fsync covers many leads. Each promise settles only after its commit.
 */
export class GroupCommitWriter {
  private queue: Waiting[] = []
  private scheduled = false
  private listeners: Array<() => void> = []
  /** When the last commit failed, if no commit succeeded since (for the health check). */
  lastFailureAt: Date | undefined

  /**
   * `commit` may return the id stored for each lead (a repeated idempotency key), or null for a
   * key already used for other content.
   */
  constructor(
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a commit may return nothing
    private readonly commit: (leads: readonly NewLead[]) => ReadonlyArray<string | null> | void,
  ) {}

  /** Settles after the commit with the id stored for the lead (null: key used for other content). */
  add(lead: NewLead): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject })
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  /** Called after every successful commit (the outbox worker listens to wake up). */
  onCommit(listener: () => void): void {
    this.listeners.push(listener)
  }

  flush(): void {
    this.scheduled = false
    const batch = this.queue
    this.queue = []
    if (batch.length === 0) return
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- what commit returns
    let ids: ReadonlyArray<string | null> | void
    try {
      ids = this.commit(batch.map((waiting) => waiting.lead))
    } catch (error) {
      this.lastFailureAt = new Date()
      for (const waiting of batch) waiting.reject(error)
      return
    }
    this.lastFailureAt = undefined
    batch.forEach((waiting, i) => waiting.resolve(ids ? ids[i]! : waiting.lead.id))
    for (const listener of this.listeners) listener()
  }
}
