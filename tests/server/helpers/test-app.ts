import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type AppOptions } from '../../../server/app'
import { silentLogger } from '../../../server/logger'
import { openDatabaseFile } from '../../../server/storage/database'
import { GroupCommitWriter } from '../../../server/storage/group-commit'
import { LeadStore } from '../../../server/storage/lead-store'

export const FIXED_TIME = '2024-01-15T14:30:00.000Z'

export const VALID_LEAD = {
  name: 'Jane Homeowner',
  phone: '(555) 123-4567',
  email: 'jane@example.com',
  source: 'exit-intent-popup',
  path: '/stop-foreclosure-fast',
  wantsGuide: 'Yes',
}
export const VALID_MESSAGE = {
  name: 'John Owner',
  phone: '+1 555 987 6543',
  email: 'john@example.com',
  address: '12 Elm Street, Springfield, IL',
  service: 'Foreclosure Rescue Financing',
  message: 'My auction is in two weeks.',
}
export const VALID_PHONE_CLICK = {
  path: '/chicago',
  linkText: 'Call (555) 000-1111',
  href: 'tel:+15550001111',
  context: 'hero',
}

/** A Hono app over an in-memory database with a fixed clock. */
export function createTestApp(overrides: Partial<AppOptions> = {}) {
  const db = openDatabaseFile(':memory:')
  const store = new LeadStore(db)
  const writer = new GroupCommitWriter((leads) => store.insertMany(leads))
  const app = createApp({
    writer,
    store,
    siteDir: join(tmpdir(), 'no-site-here'),
    rateLimit: { max: 1000 },
    clock: () => new Date(FIXED_TIME),
    logger: silentLogger,
    ...overrides,
  })
  return { app, store, db }
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A temporary folder removed by the returned cleanup function. */
export function temporaryDirectory(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}
