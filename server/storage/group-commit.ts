import type { NewLead } from './lead-store'

interface Waiting {
  lead: NewLead
  resolve: (id: string | null) => void
  reject: (error: unknown) => void
}

/** Stores a batch in one transaction; may return the id stored for each lead (see LeadStore). */
export type CommitBatch = (
  leads: readonly NewLead[],
) => Promise<ReadonlyArray<string | null>> | ReadonlyArray<string | null>

/**
 * Gathers the inserts that arrive within one event-loop turn, or while the previous commit is
 * in progress, and commits them in a single transaction, so one fsync covers many leads. Each
 * promise settles only after its commit.
 */
export class GroupCommitWriter {
  private queue: Waiting[] = []
  private scheduled = false
  private committing: Promise<void> | undefined
  private listeners: Array<() => void> = []
  /** When the last commit failed, if no commit succeeded since (for the health check). */
  lastFailureAt: Date | undefined

  constructor(private readonly commit: CommitBatch) {}

  /** Settles after the commit with the id stored for the lead (null: key used for other content). */
  add(lead: NewLead): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject })
      if (!this.scheduled && !this.committing) {
        this.scheduled = true
        setImmediate(() => void this.flush())
      }
    })
  }

  /** Called after every successful commit (the outbox worker listens to wake up). */
  onCommit(listener: () => void): void {
    this.listeners.push(listener)
  }

  /** Commits what is queued; resolves when nothing is left to commit. */
  async flush(): Promise<void> {
    this.scheduled = false
    while (this.committing) await this.committing
    const batch = this.queue
    this.queue = []
    if (batch.length === 0) return
    this.committing = this.commitBatch(batch)
    await this.committing
    this.committing = undefined
    if (this.queue.length > 0) await this.flush()
  }

  private async commitBatch(batch: Waiting[]): Promise<void> {
    let ids: ReadonlyArray<string | null>
    try {
      ids = await this.commit(batch.map((waiting) => waiting.lead))
    } catch (error) {
      this.lastFailureAt = new Date()
      for (const waiting of batch) waiting.reject(error)
      return
    }
    this.lastFailureAt = undefined
    batch.forEach((waiting, i) => {
      const id = ids[i]
      waiting.resolve(id === undefined ? waiting.lead.id : id)
    })
    for (const listener of this.listeners) listener()
  }
}
