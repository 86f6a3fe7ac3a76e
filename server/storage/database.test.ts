import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { temporaryDirectory } from '../testing/test-app'
import { openDatabaseFile } from './database'
import { SqliteLeadStore } from './sqlite-store'

const folder = temporaryDirectory('migrate-')
afterAll(folder.remove)

describe('database migrations', () => {
  it('keeps the rows of a first-version database and gives them a delivery priority', async () => {
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

    const store = new SqliteLeadStore(openDatabaseFile(path))
    const at = '2024-01-15T15:00:00.000Z'
    expect(await store.claimNext({ worker: 'w', at, until: at, maxClicks: 10 })).toMatchObject([
      {
        id: 'lead',
        attempts: 3,
        payload: { name: 'Jane' },
      },
    ])
    expect((await store.list()).map((lead) => lead.id)).toEqual(['click', 'lead'])
    await store.insertMany([
      { id: 'new', kind: 'lead', status: 'pending', createdAt: 'x', payload: {} as never },
    ])
    expect((await store.get('new'))?.seq).toBe(3)
    store.db.close()
  })
})
