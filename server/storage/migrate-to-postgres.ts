import { existsSync } from 'node:fs'
import type { Output } from '../cli/commands'
import { databasePath, openLeadDatabase } from './database'
import { LEAD_STATUSES, type LeadRow } from './lead-store'
import { openPostgresStore } from './postgres-store'
import { SqliteLeadStore } from './sqlite-store'

const PAGE = 500

type SqliteRow = LeadRow & {
  priority: number
  idempotency_key: string | null
  idempotency_hash: string | null
}

/**
 * Copies every row of the SQLite store into PostgreSQL in the original order, a page per
 * transaction. A row already there (same id) is left as it is, so the copy can be run again, or
 * resumed after an interruption, and never overwrites what the new servers have done since.
 */
export async function migrateToPostgres(
  args: string[],
  dataDir: string,
  io: Output,
): Promise<number> {
  const url = args[0] === '--to' ? args[1] : undefined
  if (!url || !/^postgres(ql)?:\/\//.test(url) || args.length !== 2) {
    io.err('Usage: npm run leads -- migrate --to postgres://user:password@host:port/database\n')
    return 2
  }
  if (!existsSync(databasePath(dataDir))) {
    io.err(`No SQLite store at ${databasePath(dataDir)} (set DATA_DIR)\n`)
    return 1
  }
  const sqlite = new SqliteLeadStore(openLeadDatabase(dataDir))
  const target = await openPostgresStore(url)
  try {
    const page = sqlite.db.prepare(`SELECT * FROM leads WHERE seq > ? ORDER BY seq LIMIT ?`)
    let after = 0
    let copied = 0
    let present = 0
    for (;;) {
      const rows = page.all(after, PAGE) as SqliteRow[]
      if (rows.length === 0) break
      const inserted = await target.sql.begin(
        (tx) => tx`INSERT INTO leads ${tx(rows.map(withoutClaim))} ON CONFLICT DO NOTHING`,
      )
      copied += inserted.count
      present += rows.length - inserted.count
      after = Number(rows.at(-1)!.seq)
    }
    const [before, now] = [await sqlite.counts(), await target.counts()]
    io.out(`${copied} row(s) copied, ${present} already in PostgreSQL.\n`)
    const line = (counts: typeof now) => LEAD_STATUSES.map((s) => `${counts[s]} ${s}`).join(', ')
    io.out(`SQLite:     ${line(before)}\nPostgreSQL: ${line(now)}\n`)
    return 0
  } finally {
    await sqlite.close()
    await target.close()
  }
}

/** The row as PostgreSQL takes it: its own sequence number, no worker's claim. */
function withoutClaim(row: SqliteRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    priority: row.priority,
    payload: row.payload,
    created_at: row.created_at,
    idempotency_key: row.idempotency_key,
    idempotency_hash: row.idempotency_hash,
    attempts: row.attempts,
    last_attempt_at: row.last_attempt_at,
    last_status: row.last_status,
    last_error: row.last_error,
    delivered_at: row.delivered_at,
    acknowledged_at: row.acknowledged_at,
  }
}
