import postgres, { type Sql, type TransactionSql } from 'postgres'
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
import { migratePostgres } from './postgres-schema'
import { PostgresRateLimiter } from './postgres-rate-limiter'
import type { RateLimit } from '../intake/rate-limiter'

const PAGE = 500

/** Opens the store at a `postgres://` URL, bringing its schema up to date. */
export async function openPostgresStore(url: string): Promise<PostgresLeadStore> {
  // Errors name the server, never the URL (it holds the password).
  const sql = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 })
  await migratePostgres(sql)
  return new PostgresLeadStore(sql)
}

/**
 * The lead store in PostgreSQL, shared by every API instance: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so no two workers post the same row.
 */
export class PostgresLeadStore implements LeadStore {
  readonly kind = 'postgres'

  constructor(readonly sql: Sql) {}

  sharedLimiter(limit: RateLimit): PostgresRateLimiter {
    return new PostgresRateLimiter(this.sql, limit)
  }

  async insertMany(leads: readonly NewLead[]): Promise<Array<string | null>> {
    const rows = leads.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      status: lead.status,
      priority: priorityOf(lead.kind),
      payload: JSON.stringify(lead.payload),
      created_at: lead.createdAt,
      idempotency_key: lead.idempotencyKey ?? null,
      idempotency_hash: lead.idempotencyHash ?? null,
    }))
    return this.sql.begin(async (tx) => {
      const inserted = await tx<{ id: string }[]>`INSERT INTO leads ${tx(rows)}
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`
      const stored = new Set(inserted.map((row) => row.id))
      const answers: Array<string | null> = []
      for (const lead of leads) {
        if (stored.has(lead.id) || !lead.idempotencyKey) answers.push(lead.id)
        else {
          const [first] = await tx<{ id: string; hash: string | null }[]>`
            SELECT id, idempotency_hash AS hash FROM leads
            WHERE idempotency_key = ${lead.idempotencyKey}`
          const same = !first || first.hash === null || first.hash === lead.idempotencyHash
          answers.push(same ? (first?.id ?? lead.id) : null)
        }
      }
      return answers
    })
  }

  async idForKey(key: string): Promise<string | undefined> {
    const [row] = await this.sql<{ id: string }[]>`
      SELECT id FROM leads WHERE idempotency_key = ${key}`
    return row?.id
  }

  async countPendingPhoneClicks(limit: number): Promise<number> {
    const [row] = await this.sql<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM
      (SELECT 1 FROM leads WHERE status = 'pending' AND priority = 1 LIMIT ${limit}) AS clicks`
    return row!.n
  }

  async claimNext({ worker, at, until, maxClicks }: Claim): Promise<StoredLead[]> {
    const rows: LeadRow[] = await this.sql.begin(async (tx) => {
      const claimable = tx`status = 'pending' AND (claimed_until IS NULL OR claimed_until <= ${at})`
      const [first] = await tx<{ id: string; kind: string }[]>`SELECT id, kind FROM leads
        WHERE ${claimable} ORDER BY priority, seq LIMIT 1 FOR UPDATE SKIP LOCKED`
      if (!first) return [] as LeadRow[]
      const ids =
        first.kind === 'phone-click'
          ? (
              await tx<{ id: string }[]>`SELECT id FROM leads WHERE ${claimable} AND priority = 1
                ORDER BY seq LIMIT ${maxClicks} FOR UPDATE SKIP LOCKED`
            ).map((row) => row.id)
          : [first.id]
      return [
        ...(await tx<LeadRow[]>`UPDATE leads SET claimed_by = ${worker}, claimed_until = ${until},
          attempts = attempts + 1, last_attempt_at = ${at}
        WHERE id = ANY(${ids}) RETURNING *`),
      ]
    })
    return [...rows].sort((a, b) => Number(a.seq) - Number(b.seq)).map(toLead)
  }

  async release(ids: readonly string[], worker: string): Promise<void> {
    await this.sql`UPDATE leads SET claimed_by = NULL, claimed_until = NULL,
        attempts = GREATEST(0, attempts - 1)
      WHERE id = ANY(${ids as string[]}) AND claimed_by = ${worker} AND status = 'pending'`
  }

  async markDelivered(ids: readonly string[], status: number, at: string): Promise<void> {
    await this.sql`UPDATE leads SET status = 'delivered', last_status = ${status},
        last_error = NULL, delivered_at = ${at}, claimed_by = NULL, claimed_until = NULL
      WHERE id = ANY(${ids as string[]})`
  }

  async recordFailure(ids: readonly string[], outcome: Outcome): Promise<void> {
    await this.sql`UPDATE leads SET last_status = ${outcome.status}, last_error = ${outcome.error},
        claimed_by = NULL, claimed_until = NULL
      WHERE id = ANY(${ids as string[]})`
  }

  markFailed(ids: readonly string[], outcome: Outcome): Promise<void> {
    return this.finish(ids, 'failed', outcome)
  }

  markDead(ids: readonly string[], outcome: Outcome): Promise<void> {
    return this.finish(ids, 'dead', outcome)
  }

  private async finish(ids: readonly string[], state: LeadStatus, outcome: Outcome) {
    await this.sql`UPDATE leads SET status = ${state}, last_status = ${outcome.status},
        last_error = ${outcome.error}, acknowledged_at = NULL, claimed_by = NULL,
        claimed_until = NULL
      WHERE id = ANY(${ids as string[]})`
  }

  async get(id: string): Promise<StoredLead | undefined> {
    const [row] = await this.sql<LeadRow[]>`SELECT * FROM leads WHERE id = ${id}`
    return row && toLead(row)
  }

  async *iterate(status?: LeadStatus): AsyncGenerator<StoredLead> {
    let after = 0
    for (;;) {
      const rows = await this.sql<LeadRow[]>`SELECT * FROM leads WHERE seq > ${after}
        ${status ? this.sql`AND status = ${status}` : this.sql``} ORDER BY seq LIMIT ${PAGE}`
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
    const rows = await this.sql<{ status: LeadStatus; count: number }[]>`
      SELECT status, COUNT(*)::int AS count FROM leads GROUP BY status`
    for (const row of rows) counts[row.status] = row.count
    return counts
  }

  async summary(): Promise<QueueSummary> {
    const capped = (where: ReturnType<Sql>) =>
      this.sql`(SELECT COUNT(*)::int FROM (SELECT 1 FROM leads WHERE ${where}
        LIMIT ${COUNT_CAP}) AS capped)`
    const [row] = await this.sql<
      (Omit<QueueSummary, 'oldestPendingAt'> & { oldest: string | null })[]
    >`
      SELECT ${capped(this.sql`status = 'pending'`)} AS pending,
        ${capped(this.sql`status = 'failed'`)} AS failed,
        ${capped(this.sql`status = 'dead'`)} AS dead,
        ${capped(this.sql`status IN ('failed', 'dead') AND acknowledged_at IS NULL`)}
          AS unacknowledged,
        (SELECT created_at FROM leads WHERE status = 'pending' ORDER BY seq LIMIT 1) AS oldest`
    const { oldest, ...counts } = row!
    return { ...counts, oldestPendingAt: oldest ?? null }
  }

  async touchHeartbeat(at: string): Promise<void> {
    await this.sql`INSERT INTO heartbeat (id, at) VALUES (1, ${at})
      ON CONFLICT (id) DO UPDATE SET at = excluded.at`
  }

  async requeue(id: string, at: string): Promise<RequeueResult> {
    const lead = await this.get(id)
    if (!lead) return 'not-found'
    if (lead.status === 'delivered') return 'already-delivered'
    await this.sql.begin(async (tx) => {
      await tx`UPDATE leads SET status = 'pending', attempts = 0, claimed_by = NULL,
        claimed_until = NULL WHERE id = ${id} AND status <> 'delivered'`
      await this.signal(tx, at)
    })
    return lead.status === 'pending' ? 'already-pending' : 'requeued'
  }

  async requeueStatus(status: 'failed' | 'dead', at: string): Promise<number> {
    return this.sql.begin(async (tx) => {
      const result = await tx`UPDATE leads SET status = 'pending', attempts = 0,
        claimed_by = NULL, claimed_until = NULL WHERE status = ${status}`
      await this.signal(tx, at)
      return result.count
    })
  }

  async acknowledge(id: string | undefined, at: string): Promise<number> {
    const one = id ? this.sql`AND id = ${id}` : this.sql``
    const result = await this.sql`UPDATE leads SET acknowledged_at = ${at}
      WHERE status IN ('failed', 'dead') AND acknowledged_at IS NULL ${one}`
    return result.count
  }

  async operatorSignal(): Promise<string | null> {
    const [row] = await this.sql<{ at: string }[]>`SELECT at FROM operator_signal WHERE id = 1`
    return row?.at ?? null
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 })
  }

  private async signal(tx: TransactionSql, at: string): Promise<void> {
    await tx`INSERT INTO operator_signal (id, at) VALUES (1, ${at})
      ON CONFLICT (id) DO UPDATE SET at = excluded.at`
  }
}
