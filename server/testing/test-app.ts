import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type AppOptions } from '../app'
import { silentLogger } from '../logger'
import { openDatabaseFile } from '../storage/database'
import { GroupCommitWriter } from '../storage/group-commit'
import { HealthMonitor } from '../health/health-monitor'
import { SqliteLeadStore } from '../storage/sqlite-store'

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

/** The token that shows the health check's details in unit tests. */
export const TEST_HEALTH_TOKEN = 'test-health-token'

/** A Hono app over an in-memory database with a fixed clock. */
export function createTestApp(overrides: Partial<AppOptions> = {}) {
  const db = openDatabaseFile(':memory:')
  const store = new SqliteLeadStore(db)
  const writer = new GroupCommitWriter((leads) => store.insertMany(leads))
  const clock = () => new Date(FIXED_TIME)
  const lastIntakeFailureAt = () => writer.lastFailureAt
  const monitor = new HealthMonitor({ store, lastIntakeFailureAt, clock, logger: silentLogger }, 0)
  const app = createApp({
    writer,
    store,
    monitor,
    healthToken: TEST_HEALTH_TOKEN,
    siteDir: join(tmpdir(), 'no-site-here'),
    rateLimit: { max: 1000 },
    clock,
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
