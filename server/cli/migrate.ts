import type { Output } from './commands'

/** `migrate --to postgres://…`: copies the SQLite store in `dataDir` into PostgreSQL. */
export async function runMigration(args: string[], dataDir: string, io: Output): Promise<number> {
  const { migrateToPostgres } = await import('../storage/migrate-to-postgres')
  return migrateToPostgres(args, dataDir, io)
}
