import type { Sql } from 'postgres'

/** Versioned schema of the PostgreSQL store; each entry runs once, in order, in a transaction. */
const MIGRATIONS = [
  `CREATE TABLE leads (
     seq BIGSERIAL PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'message', 'phone-click')),
     status TEXT NOT NULL
       CHECK (status IN ('pending', 'delivered', 'failed', 'dead', 'spam', 'skipped')),
     priority SMALLINT NOT NULL DEFAULT 0,
     payload TEXT NOT NULL,
     created_at TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     idempotency_hash TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_attempt_at TEXT,
     last_status INTEGER,
     last_error TEXT,
     delivered_at TEXT,
     claimed_by TEXT,
     claimed_until TEXT,
     acknowledged_at TEXT
   );
   CREATE INDEX leads_by_status ON leads (status, priority, seq);
   CREATE INDEX leads_pending_by_age ON leads (seq) WHERE status = 'pending';
   CREATE INDEX leads_unacknowledged ON leads (seq)
     WHERE status IN ('failed', 'dead') AND acknowledged_at IS NULL;
   CREATE TABLE heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL);
   CREATE TABLE operator_signal (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL);`,
  // The rate limit per client address, shared by every instance (updated_at in epoch ms).
  // Unlogged: no WAL flush per submission; after a database crash the counts start afresh.
  `CREATE UNLOGGED TABLE rate_limits (
     key TEXT PRIMARY KEY,
     tokens DOUBLE PRECISION NOT NULL,
     allowed BOOLEAN NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE INDEX rate_limits_by_age ON rate_limits (updated_at);`,
]

/** A lock number of our own, so two instances starting together migrate one after the other. */
const MIGRATION_LOCK = 4_407_311

export async function migratePostgres(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
    await tx`CREATE TABLE IF NOT EXISTS lead_schema (version INTEGER NOT NULL)`
    const [row] = await tx<{ version: number }[]>`SELECT version FROM lead_schema`
    const current = row?.version ?? 0
    if (!row) await tx`INSERT INTO lead_schema (version) VALUES (0)`
    for (let version = current; version < MIGRATIONS.length; version++) {
      await tx.unsafe(MIGRATIONS[version]!)
      await tx`UPDATE lead_schema SET version = ${version + 1}`
    }
  })
}
