import type { LeadStatus, LeadStore, StoredLead } from '../storage/lead-store'
import { LEAD_STATUSES } from '../storage/lead-store'
import { CSV_COLUMNS, csvLine, leadToCsvValues } from './csv'

export interface Output {
  out(text: string): void
  err(text: string): void
}

export const USAGE = `Usage: npm run leads -- <command>

  list [--status <status>]    show stored leads, oldest first; <status> is one of
                              pending, delivered, failed, dead, spam, skipped
  export --csv [--status …]   write leads as CSV to stdout
  retry <id>                  send a failed, dead, spam or skipped lead again
  retry --failed              send every failed lead again
  retry --dead                send every dead-letter lead again
  ack [<id>]                  acknowledge every failed and dead lead (or one): the health
                              check stops reporting them
  migrate --to postgres://…   copy this SQLite store into PostgreSQL (safe to run again)

A running server notices a retry within a second and sends at once, even while it is holding
off after a rate limit.

The database is PostgreSQL when DATABASE_URL is set, else DATA_DIR/leads.db (DATA_DIR
defaults to ./data).
`

/** Runs one operator command; returns the process exit code. */
export async function runCommand(
  args: string[],
  store: LeadStore,
  io: Output,
  clock: () => Date = () => new Date(),
): Promise<number> {
  const [command, ...rest] = args
  switch (command) {
    case 'list':
      return withStatus(rest, io, (status) => list(store, status, io))
    case 'ack':
      return acknowledge(store, rest, io, clock().toISOString())
    case 'export':
      if (!rest.includes('--csv')) return usageError(io, 'export needs --csv')
      return withStatus(
        rest.filter((arg) => arg !== '--csv'),
        io,
        (status) => exportCsv(store, status, io),
      )
    case 'retry':
      return retry(store, rest, io, clock().toISOString())
    case undefined:
    case 'help':
    case '--help':
      io.out(USAGE)
      return command === undefined ? 1 : 0
    default:
      return usageError(io, `unknown command "${command}"`)
  }
}

async function withStatus(
  args: string[],
  io: Output,
  run: (status?: LeadStatus) => Promise<number>,
): Promise<number> {
  if (args.length === 0) return run()
  const [flag, value] = args
  if (flag !== '--status' || args.length !== 2)
    return usageError(io, `unexpected ${args.join(' ')}`)
  if (!LEAD_STATUSES.includes(value as LeadStatus)) {
    return usageError(io, `--status must be one of ${LEAD_STATUSES.join(', ')}`)
  }
  return run(value as LeadStatus)
}

async function list(store: LeadStore, status: LeadStatus | undefined, io: Output) {
  let count = 0
  for await (const lead of store.iterate(status)) {
    io.out(describeLead(lead) + '\n')
    count++
  }
  const counts = await store.counts()
  io.out(
    `${count} shown. Totals: ${LEAD_STATUSES.map((name) => `${counts[name]} ${name}`).join(', ')}\n`,
  )
  return 0
}

export function describeLead(lead: StoredLead): string {
  const summary =
    lead.kind === 'phone-click'
      ? `${lead.payload.href} on ${lead.payload.path}`
      : `${lead.payload.name} <${lead.payload.email}> ${lead.payload.phone}`
  const problem =
    lead.status === 'failed' ||
    lead.status === 'dead' ||
    (lead.status === 'pending' && lead.attempts > 0)
      ? `  [${lead.attempts} attempts, last HTTP ${lead.lastStatus ?? 'none'}: ${oneLine(lead.lastError)}]`
      : ''
  const seen = lead.acknowledgedAt ? `  [acknowledged ${lead.acknowledgedAt}]` : ''
  return `${lead.createdAt}  ${lead.status.padEnd(9)}  ${lead.kind.padEnd(11)}  ${lead.id}  ${summary}${problem}${seen}`
}

function oneLine(text: string | null): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat
}

async function exportCsv(store: LeadStore, status: LeadStatus | undefined, io: Output) {
  io.out(csvLine(CSV_COLUMNS))
  for await (const lead of store.iterate(status))
    io.out(csvLine(leadToCsvValues(lead), CSV_COLUMNS))
  return 0
}

async function acknowledge(store: LeadStore, args: string[], io: Output, at: string) {
  if (args.length > 1) return usageError(io, 'ack takes at most one lead id')
  const count = await store.acknowledge(args[0], at)
  if (args[0] && count === 0) {
    io.err(`No failed or dead lead ${args[0]} waiting for acknowledgement.\n`)
    return 1
  }
  io.out(`${count} failed or dead lead(s) acknowledged.\n`)
  return 0
}

async function retry(store: LeadStore, args: string[], io: Output, at: string) {
  if (args.length !== 1) return usageError(io, 'retry needs one lead id or --failed')
  const [target] = args as [string]
  if (target === '--failed' || target === '--dead') {
    const status = target === '--failed' ? 'failed' : 'dead'
    const count = await store.requeueStatus(status, at)
    io.out(`${count} ${status} lead(s) queued for delivery again.\n`)
    return 0
  }
  const result = await store.requeue(target, at)
  const messages = {
    requeued: `Lead ${target} queued for delivery again.`,
    'not-found': `No lead with id ${target}.`,
    'already-pending': `Lead ${target} is waiting for delivery; a running server sends it now.`,
    'already-delivered': `Lead ${target} was already delivered; nothing to do.`,
  }
  const ok = result === 'requeued' || result === 'already-pending'
  if (ok) io.out(messages[result] + '\n')
  else io.err(messages[result] + '\n')
  return result === 'not-found' ? 1 : 0
}

function usageError(io: Output, problem: string): Promise<number> {
  io.err(`${problem}\n\n${USAGE}`)
  return Promise.resolve(2)
}
