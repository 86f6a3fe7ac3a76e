import type { LeadContent } from '../intake/payloads'
import type { LeadDatabase } from './database'

export const LEAD_STATUSES = ['pending', 'delivered', 'failed', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export type NewLead = LeadContent & { id: string; status: 'pending' | 'spam'; createdAt: string }

export type StoredLead = LeadContent & {
  seq: number
  id: string
  status: LeadStatus
  createdAt: string
  attempts: number
  lastAttemptAt: string | null
  lastStatus: number | null
  lastError: string | null
  deliveredAt: string | null
}

interface LeadRow {
  seq: number
  id: string
  kind: LeadContent['kind']
  status: LeadStatus
  payload: string
  created_at: string
  attempts: number
  last_attempt_at: string | null
  last_status: number | null
  last_error: string | null
  delivered_at: string | null
}

export type RequeueResult = 'requeued' | 'not-found' | 'already-pending' | 'already-delivered'

/** Every query on the `leads` table. */
export class LeadStore {
  private readonly statements

  constructor(readonly db: LeadDatabase) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO leads (id, kind, status, payload, created_at)
         VALUES (@id, @kind, @status, @payload, @createdAt)`,
      ),
      nextPending: db.prepare(`SELECT * FROM leads WHERE status = 'pending' ORDER BY seq LIMIT 1`),
      byId: db.prepare(`SELECT * FROM leads WHERE id = ?`),
      all: db.prepare(`SELECT * FROM leads ORDER BY seq`),
      byStatus: db.prepare(`SELECT * FROM leads WHERE status = ? ORDER BY seq`),
      counts: db.prepare(`SELECT status, COUNT(*) AS count FROM leads GROUP BY status`),
      markDelivered: db.prepare(
        `UPDATE leads SET status = 'delivered', attempts = attempts + 1, last_attempt_at = @at,
           last_status = @status, last_error = NULL, delivered_at = @at WHERE id = @id`,
      ),
      markFailed: db.prepare(
        `UPDATE leads SET status = 'failed', attempts = attempts + 1, last_attempt_at = @at,
           last_status = @status, last_error = @error WHERE id = @id`,
      ),
      recordAttempt: db.prepare(
        `UPDATE leads SET attempts = attempts + 1, last_attempt_at = @at,
           last_status = @status, last_error = @error WHERE id = @id`,
      ),
      requeue: db.prepare(`UPDATE leads SET status = 'pending' WHERE id = ?`),
      requeueFailed: db.prepare(`UPDATE leads SET status = 'pending' WHERE status = 'failed'`),
    }
  }

  /** Inserts all leads in one transaction (one fsync). */
  insertMany(leads: readonly NewLead[]): void {
    this.db.transaction(() => {
      for (const lead of leads) {
        this.statements.insert.run({ ...lead, payload: JSON.stringify(lead.payload) })
      }
    })()
  }

  nextPending(): StoredLead | undefined {
    return toLead(this.statements.nextPending.get() as LeadRow | undefined)
  }

  get(id: string): StoredLead | undefined {
    return toLead(this.statements.byId.get(id) as LeadRow | undefined)
  }

  *iterate(status?: LeadStatus): Generator<StoredLead> {
    const rows = status ? this.statements.byStatus.iterate(status) : this.statements.all.iterate()
    for (const row of rows) yield toLead(row as LeadRow)!
  }

  list(status?: LeadStatus): StoredLead[] {
    return [...this.iterate(status)]
  }

  counts(): Record<LeadStatus, number> {
    const counts = { pending: 0, delivered: 0, failed: 0, spam: 0 }
    for (const row of this.statements.counts.all() as { status: LeadStatus; count: number }[]) {
      counts[row.status] = row.count
    }
    return counts
  }

  markDelivered(id: string, status: number, at: string): void {
    this.statements.markDelivered.run({ id, status, at })
  }

  markFailed(id: string, status: number, error: string, at: string): void {
    this.statements.markFailed.run({ id, status, error, at })
  }

  recordAttempt(id: string, status: number | null, error: string, at: string): void {
    this.statements.recordAttempt.run({ id, status, error, at })
  }

  /** Puts a failed (or spam) lead back in the delivery queue. */
  requeue(id: string): RequeueResult {
    const lead = this.get(id)
    if (!lead) return 'not-found'
    if (lead.status === 'pending') return 'already-pending'
    if (lead.status === 'delivered') return 'already-delivered'
    this.statements.requeue.run(id)
    return 'requeued'
  }

  requeueFailed(): number {
    return this.statements.requeueFailed.run().changes
  }
}

function toLead(row: LeadRow | undefined): StoredLead | undefined {
  if (!row) return undefined
  return {
    seq: row.seq,
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload),
    status: row.status,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  } as StoredLead
}
