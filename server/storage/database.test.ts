import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDirectory } from '../../tests/server/helpers/test-app'
import { openDatabaseFile } from './database'
import { LeadStore } from './lead-store'

const folder = temporaryDirectory('migrate-')
afterAll(folder.remove)

describe('database migrations', () => {
  it('keeps the rows of a first-version database and gives them a delivery priority', () => {
    const path = join(folder.path, 'leads.db')
    const old = new Database(path)
    old.exec(`CREATE TABLE leads (
       seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
       kind TEXT NOT NULL CHECK (kind IN ('lead', 'message', 'phone-click')),
       status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
       payload TEXT NOT NULL, created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
       last_attempt_at TEXT, last_status INTEGER, last_error TEXT, delivered_at TEXT) STRICT;
     CREATE INDEX leads_by_status ON leads (status, seq);
     PRAGMA user_version = 1;`)
    const insert = old.prepare(
      `INSERT INTO leads (id, kind, status, payload, created_at, attempts) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    insert.run('click', 'phone-click', 'pending', '{"path":"/"}', '2024-01-15T14:00:00.000Z', 0)
    insert.run('lead', 'lead', 'pending', '{"name":"Jane"}', '2024-01-15T14:30:00.000Z', 2)
    old.close()

    const store = new LeadStore(openDatabaseFile(path))
    expect(store.nextPending()).toMatchObject({
      id: 'lead',
      attempts: 2,
      payload: { name: 'Jane' },
    })
    expect(store.list().map((lead) => lead.id)).toEqual(['click', 'lead'])
    store.insertMany([
      { id: 'new', kind: 'lead', status: 'pending', createdAt: 'x', payload: {} as never },
    ])
    expect(store.get('new')?.seq).toBe(3)
    store.db.close()
  })
})
