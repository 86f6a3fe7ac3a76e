import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

export type LeadDatabase = Database.Database

export const DATABASE_FILE_NAME = 'leads.db'

const MIGRATIONS = [
  `CREATE TABLE leads (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'message', 'phone-click')),
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     payload TEXT NOT NULL,
     created_at TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_attempt_at TEXT,
     last_status INTEGER,
     last_error TEXT,
     delivered_at TEXT
   ) STRICT;
   CREATE INDEX leads_by_status ON leads (status, seq);`,
  // Dead-letter and skipped statuses, delivery priority (leads before phone clicks), the
  // browser's idempotency key, and a one-row table the health check writes to.
  `CREATE TABLE leads_v2 (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'message', 'phone-click')),
     status TEXT NOT NULL
       CHECK (status IN ('pending', 'delivered', 'failed', 'dead', 'spam', 'skipped')),
     priority INTEGER NOT NULL DEFAULT 0,
     payload TEXT NOT NULL,
     created_at TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     attempts INTEGER NOT NULL DEFAULT 0,
     last_attempt_at TEXT,
     last_status INTEGER,
     last_error TEXT,
     delivered_at TEXT
   ) STRICT;
   INSERT INTO leads_v2 (seq, id, kind, status, priority, payload, created_at, attempts,
       last_attempt_at, last_status, last_error, delivered_at)
     SELECT seq, id, kind, status, CASE kind WHEN 'phone-click' THEN 1 ELSE 0 END, payload,
       created_at, attempts, last_attempt_at, last_status, last_error, delivered_at FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_v2 RENAME TO leads;
   CREATE INDEX leads_by_status ON leads (status, priority, seq);
   CREATE TABLE heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL) STRICT;`,
  // What an idempotency key was first used for, delivery claims with a lease, the operator's
  // acknowledgement of a failed or dead row, and indexes that keep the health check's queries
  // from reading the whole table.
  `ALTER TABLE leads ADD COLUMN idempotency_hash TEXT;
   ALTER TABLE leads ADD COLUMN claimed_by TEXT;
   ALTER TABLE leads ADD COLUMN claimed_until TEXT;
   ALTER TABLE leads ADD COLUMN acknowledged_at TEXT;
   CREATE INDEX leads_pending_by_age ON leads (seq) WHERE status = 'pending';
   CREATE INDEX leads_unacknowledged ON leads (seq)
     WHERE status IN ('failed', 'dead') AND acknowledged_at IS NULL;
   CREATE TABLE operator_signal (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL) STRICT;`,
]

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE_NAME)
}

/** Opens (creating if needed) the lead database in `dataDir` with durable settings. */
export function openLeadDatabase(dataDir: string): LeadDatabase {
  mkdirSync(dataDir, { recursive: true })
  return openDatabaseFile(databasePath(dataDir))
}

/** Opens a database file (or ':memory:'): WAL journal, fsync on every commit. */
export function openDatabaseFile(filename: string): LeadDatabase {
  const db = new Database(filename)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

function migrate(db: LeadDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!)
      db.pragma(`user_version = ${version + 1}`)
    }).immediate()
  }
}
