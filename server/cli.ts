import { existsSync } from 'node:fs'
import { runCommand } from './cli/commands'
import { openLeadDatabase } from './storage/database'
import { LeadStore } from './storage/lead-store'

// Operator commands on the lead database: `npm run leads -- list|export|retry …`.
if (existsSync('.env')) process.loadEnvFile('.env')
const db = openLeadDatabase(process.env.DATA_DIR?.trim() || './data')
let exitCode: number
try {
  exitCode = runCommand(process.argv.slice(2), new LeadStore(db), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  })
} finally {
  db.close()
}
process.exitCode = exitCode
