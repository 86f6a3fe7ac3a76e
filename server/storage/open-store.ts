import type { LeadStore } from './lead-store'
import { openLeadDatabase } from './database'
import { SqliteLeadStore } from './sqlite-store'

/** PostgreSQL when a `postgres://` URL is given, else SQLite in `dataDir`. */
export async function openLeadStore(where: {
  dataDir: string
  databaseUrl?: string
}): Promise<LeadStore> {
  if (where.databaseUrl) {
    const { openPostgresStore } = await import('./postgres-store')
    return openPostgresStore(where.databaseUrl)
  }
  return new SqliteLeadStore(openLeadDatabase(where.dataDir))
}
