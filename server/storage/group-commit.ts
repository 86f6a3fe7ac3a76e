import type { NewLead } from './lead-store'

interface Waiting {
  lead: NewLead
  resolve: () => void
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

  constructor(private readonly commit: (leads: readonly NewLead[]) => void) {}

  add(lead: NewLead): Promise<void> {
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
    try {
      this.commit(batch.map((waiting) => waiting.lead))
    } catch (error) {
      for (const waiting of batch) waiting.reject(error)
      return
    }
    for (const waiting of batch) waiting.resolve()
    for (const listener of this.listeners) listener()
  }
}
