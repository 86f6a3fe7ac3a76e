import type { Statement } from 'better-sqlite3'
import type { LeadDatabase } from './database'
import { LEAD_QUERIES } from './lead-queries'
import {
  COUNT_CAP,
  emptyCounts,
  priorityOf,
  toLead,
  type Claim,
  type LeadRow,
  type LeadStatus,
  type LeadStore,
  type NewLead,
  type Outcome,
  type QueueSummary,
  type RequeueResult,
  type StoredLead,
} from './lead-store'

const PAGE = 500

/** The lead store in one SQLite file (better-sqlite3: each call is synchronous and durable). */
export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite'
  private readonly sql

  constructor(readonly db: LeadDatabase) {
    this.sql = Object.fromEntries(
      Object.entries(LEAD_QUERIES).map(([name, text]) => [name, db.prepare(text)]),
    ) as { [name in keyof typeof LEAD_QUERIES]: Statement }
  }

  async insertMany(leads: readonly NewLead[]): Promise<Array<string | null>> {
    return this.db.transaction(() => leads.map((lead) => this.insertOne(lead)))()
  }

  private insertOne(lead: NewLead): string | null {
    const { idempotencyKey = null, idempotencyHash = null, ...rest } = lead
    const row = { ...rest, idempotencyKey, idempotencyHash, priority: priorityOf(lead.kind) }
    const inserted = this.sql.insert.run({ ...row, payload: JSON.stringify(lead.payload) })
    if (inserted.changes === 1 || idempotencyKey === null) return lead.id
    const first = this.sql.keyUse.get(idempotencyKey) as { id: string; hash: string | null }
    return first.hash === null || first.hash === idempotencyHash ? first.id : null
  }

  async idForKey(key: string): Promise<string | undefined> {
    return (this.sql.idForKey.get(key) as { id: string } | undefined)?.id
  }

  async countPendingPhoneClicks(limit: number): Promise<number> {
    return (this.sql.countPendingClicks.get(limit) as { n: number }).n
  }

  async claimNext({ worker, at, until, maxClicks }: Claim): Promise<StoredLead[]> {
    // An immediate transaction takes SQLite's write lock first: another process on the same
    // file waits for it, so two workers never claim the same row.
    return this.db
      .transaction(() => {
        const first = this.sql.nextClaimable.get({ at }) as { id: string; kind: string } | undefined
        if (!first) return []
        const ids =
          first.kind === 'phone-click'
            ? (this.sql.claimableClicks.all({ at, limit: maxClicks }) as { id: string }[])
            : [first]
        return ids.map(({ id }) => this.sql.claim.get({ id, worker, until, at }) as LeadRow)
      })
      .immediate()
      .map(toLead)
  }

  async release(ids: readonly string[], worker: string): Promise<void> {
    this.each(ids, (id) => this.sql.release.run({ id, worker }))
  }

  async markDelivered(ids: readonly string[], status: number, at: string): Promise<void> {
    this.each(ids, (id) => this.sql.markDelivered.run({ id, status, at }))
  }

  async recordFailure(ids: readonly string[], outcome: Outcome): Promise<void> {
    this.each(ids, (id) => this.sql.recordFailure.run({ id, ...outcome }))
  }

  async markFailed(ids: readonly string[], outcome: Outcome): Promise<void> {
    this.each(ids, (id) => this.sql.finish.run({ id, state: 'failed', ...outcome }))
  }

  async markDead(ids: readonly string[], outcome: Outcome): Promise<void> {
    this.each(ids, (id) => this.sql.finish.run({ id, state: 'dead', ...outcome }))
  }

  async get(id: string): Promise<StoredLead | undefined> {
    const row = this.sql.byId.get(id) as LeadRow | undefined
    return row && toLead(row)
  }

  async *iterate(status?: LeadStatus): AsyncGenerator<StoredLead> {
    let after = 0
    for (;;) {
      const rows = (
        status ? this.sql.pageByStatus.all(status, after, PAGE) : this.sql.page.all(after, PAGE)
      ) as LeadRow[]
      for (const row of rows) yield toLead(row)
      if (rows.length < PAGE) return
      after = Number(rows.at(-1)!.seq)
    }
  }

  async list(status?: LeadStatus): Promise<StoredLead[]> {
    const leads: StoredLead[] = []
    for await (const lead of this.iterate(status)) leads.push(lead)
    return leads
  }

  async counts(): Promise<Record<LeadStatus, number>> {
    const counts = emptyCounts()
    for (const row of this.sql.counts.all() as { status: LeadStatus; count: number }[]) {
      counts[row.status] = row.count
    }
    return counts
  }

  async summary(): Promise<QueueSummary> {
    const count = (status: LeadStatus) =>
      (this.sql.countStatus.get(status, COUNT_CAP) as { n: number }).n
    const oldest = this.sql.oldestPending.get() as { at: string } | undefined
    return {
      pending: count('pending'),
      failed: count('failed'),
      dead: count('dead'),
      unacknowledged: (this.sql.countUnacknowledged.get(COUNT_CAP) as { n: number }).n,
      oldestPendingAt: oldest?.at ?? null,
    }
  }

  async touchHeartbeat(at: string): Promise<void> {
    this.sql.heartbeat.run(at)
  }

  async requeue(id: string, at: string): Promise<RequeueResult> {
    const lead = await this.get(id)
    if (!lead) return 'not-found'
    if (lead.status === 'delivered') return 'already-delivered'
    this.db.transaction(() => {
      this.sql.requeue.run(id)
      this.sql.signal.run(at)
    })()
    return lead.status === 'pending' ? 'already-pending' : 'requeued'
  }

  async requeueStatus(status: 'failed' | 'dead', at: string): Promise<number> {
    return this.db.transaction(() => {
      this.sql.signal.run(at)
      return this.sql.requeueStatus.run(status).changes
    })()
  }

  async acknowledge(id: string | undefined, at: string): Promise<number> {
    const result = id ? this.sql.acknowledgeOne.run(at, id) : this.sql.acknowledgeAll.run(at)
    return result.changes
  }

  async operatorSignal(): Promise<string | null> {
    return (this.sql.readSignal.get() as { at: string } | undefined)?.at ?? null
  }

  async close(): Promise<void> {
    this.db.close()
  }

  private each(ids: readonly string[], run: (id: string) => unknown): void {
    this.db.transaction(() => ids.forEach(run))()
  }
}
