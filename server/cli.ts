import { existsSync } from 'node:fs'
import { runCommand } from './cli/commands'
import { runMigration } from './cli/migrate'
import { openLeadStore } from './storage/open-store'

// Operator commands on the lead store: `npm run leads -- list|export|retry|ack|migrate …`.
if (existsSync('.env')) process.loadEnvFile('.env')
const dataDir = process.env.DATA_DIR?.trim() || './data'
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
const args = process.argv.slice(2)
const io = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
}
if (args[0] === 'migrate') {
  process.exitCode = await runMigration(args.slice(1), dataDir, io)
} else {
  const store = await openLeadStore({ dataDir, databaseUrl })
  try {
    process.exitCode = await runCommand(args, store, io)
  } finally {
    await store.close()
  }
}
