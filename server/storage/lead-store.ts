import type { Statement } from 'better-sqlite3'
import type { LeadContent } from '../intake/payloads'
import type { LeadDatabase } from './database'
import { LEAD_QUERIES } from './lead-queries'

/**
 * pending: waiting for delivery · delivered: the webhook answered 2xx · failed: the webhook
 * refused it (a person must look) · dead: given up after too many attempts or too long ·
 * spam: honeypot filled · skipped: a phone click over the cap, kept but not forwarded.
 */
export const LEAD_STATUSES = ['pending', 'delivered', 'failed', 'dead', 'spam', 'skipped'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export type NewLead = LeadContent & {
  id: string
  status: 'pending' | 'spam' | 'skipped'
  createdAt: string
  /** The browser's key for one submission; a second insert with it stores nothing. */
  idempotencyKey?: string
  /** A digest of what was submitted with the key, to tell a resend from another submission. */
  idempotencyHash?: string
}

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

export interface QueueSummary {
  pending: number
  failed: number
  dead: number
  /** Creation time of the oldest pending row, or null. */
  oldestPendingAt: string | null
}

export type RequeueResult = 'requeued' | 'not-found' | 'already-pending' | 'already-delivered'

/** Leads and messages are delivered before phone clicks. */
export const priorityOf = (kind: LeadContent['kind']) => (kind === 'phone-click' ? 1 : 0)

type Outcome = { status: number | null; error: string | null; at: string }

/** Every query on the `leads` table. */
export class LeadStore {
  private readonly sql

  constructor(readonly db: LeadDatabase) {
    this.sql = Object.fromEntries(
      Object.entries(LEAD_QUERIES).map(([name, text]) => [name, db.prepare(text)]),
    ) as { [name in keyof typeof LEAD_QUERIES]: Statement }
  }

  /**
   * Inserts all leads in one transaction (one fsync). Returns, for each lead, the id stored for
   * it: its own, or the first one stored with the same idempotency key and the same content;
   * null when the key was already used for different content (nothing is stored).
   */
  insertMany(leads: readonly NewLead[]): Array<string | null> {
    return this.db.transaction(() =>
      leads.map((lead) => {
        const { idempotencyKey = null, idempotencyHash = null, ...rest } = lead
        const row = { ...rest, idempotencyKey, idempotencyHash, priority: priorityOf(lead.kind) }
        const inserted = this.sql.insert.run({ ...row, payload: JSON.stringify(lead.payload) })
        if (inserted.changes === 1 || idempotencyKey === null) return lead.id
        const first = this.sql.keyUse.get(idempotencyKey) as { id: string; hash: string | null }
        const same = first.hash === null || first.hash === idempotencyHash
        return same ? first.id : null
      }),
    )()
  }

  idForKey(key: string): string | undefined {
    return (this.sql.idForKey.get(key) as { id: string } | undefined)?.id
  }

  /** The next row to deliver: leads and messages first, then phone clicks, oldest first. */
  nextPending(): StoredLead | undefined {
    return toLead(this.sql.nextPending.get() as LeadRow | undefined)
  }

  pendingPhoneClicks(limit: number): StoredLead[] {
    return (this.sql.pendingClicks.all(limit) as LeadRow[]).map((row) => toLead(row)!)
  }

  /** Pending phone clicks, counted up to `limit` (so the count stays cheap under a flood). */
  countPendingPhoneClicks(limit: number): number {
    return (this.sql.countPendingClicks.get(limit) as { n: number }).n
  }

  get(id: string): StoredLead | undefined {
    return toLead(this.sql.byId.get(id) as LeadRow | undefined)
  }

  *iterate(status?: LeadStatus): Generator<StoredLead> {
    const rows = status ? this.sql.byStatus.iterate(status) : this.sql.all.iterate()
    for (const row of rows) yield toLead(row as LeadRow)!
  }

  list(status?: LeadStatus): StoredLead[] {
    return [...this.iterate(status)]
  }

  counts(): Record<LeadStatus, number> {
    const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<
      LeadStatus,
      number
    >
    for (const row of this.sql.counts.all() as { status: LeadStatus; count: number }[]) {
      counts[row.status] = row.count
    }
    return counts
  }

  summary(): QueueSummary {
    const { pending, failed, dead } = this.counts()
    const oldest = this.sql.oldestPending.get() as { at: string | null }
    return { pending, failed, dead, oldestPendingAt: oldest.at }
  }

  /** A write that fails when the database cannot take one (full disk, read-only file). */
  touchHeartbeat(at: string): void {
    this.sql.heartbeat.run(at)
  }

  /** Records an attempt before posting; if this write fails, nothing must be posted. */
  claim(ids: readonly string[], at: string): void {
    this.each(ids, (id) => this.sql.claim.run({ id, at }))
  }

  markDelivered(ids: readonly string[], status: number, at: string): void {
    this.each(ids, (id) => this.sql.markDelivered.run({ id, status, at }))
  }

  /** A transient failure: the row stays pending. */
  recordFailure(ids: readonly string[], outcome: Outcome): void {
    this.each(ids, (id) => this.sql.recordFailure.run({ id, ...outcome }))
  }

  markFailed(ids: readonly string[], outcome: Outcome): void {
    this.each(ids, (id) => this.sql.finish.run({ id, state: 'failed', ...outcome }))
  }

  markDead(ids: readonly string[], outcome: Outcome): void {
    this.each(ids, (id) => this.sql.finish.run({ id, state: 'dead', ...outcome }))
  }

  /**
   * Puts a failed, dead, spam or skipped lead back in the delivery queue with a fresh attempt
   * count. A pending lead is written too: the change wakes a running server's worker.
   */
  requeue(id: string): RequeueResult {
    const lead = this.get(id)
    if (!lead) return 'not-found'
    if (lead.status === 'delivered') return 'already-delivered'
    this.sql.requeue.run(id)
    return lead.status === 'pending' ? 'already-pending' : 'requeued'
  }

  requeueStatus(status: 'failed' | 'dead'): number {
    return this.sql.requeueStatus.run(status).changes
  }

  private each(ids: readonly string[], run: (id: string) => unknown): void {
    this.db.transaction(() => ids.forEach(run))()
  }
}

function toLead(row: LeadRow | undefined): StoredLead | undefined {
  if (!row) return undefined
  return {
    seq: row.seq,
    id: row.id,
    kind: row.kind,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the row's kind names its payload
    payload: JSON.parse(row.payload),
    status: row.status,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  }
}
