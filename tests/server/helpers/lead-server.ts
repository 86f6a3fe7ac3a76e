import { afterEach, expect } from 'vitest'
import { silentLogger } from '../../../server/logger'
import {
  startServer,
  type RunningServer,
  type StartServerOptions,
} from '../../../server/start-server'
import { StubWebhook } from './stub-webhook'
import { temporaryDirectory, VALID_LEAD, VALID_PHONE_CLICK } from '../../../server/testing/test-app'

const cleanups: Array<() => unknown> = []

/** Registers the cleanup of every server, stub and folder made in a test file. */
export function cleanUpAfterEach(): void {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
}

export function temporaryFolder(prefix: string): string {
  const folder = temporaryDirectory(prefix)
  cleanups.push(folder.remove)
  return folder.path
}

/** The real server on a free port over a temporary data folder, with fast retry timing. */
export async function startLeadServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const server = await startServer({
    port: 0,
    dataDir: temporaryFolder('leads-'),
    rateLimit: 10_000,
    logger: silentLogger,
    ...options,
    delivery: { initialBackoffMs: 10, maxBackoffMs: 50, idlePollMs: 100, ...options.delivery },
  })
  cleanups.push(server.close)
  return server
}

export async function startStubWebhook(): Promise<StubWebhook> {
  const stub = await new StubWebhook().start()
  cleanups.push(() => stub.stop())
  return stub
}

export function post(
  server: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** Posts lead number `n` (its email says which) and returns the id the server answered. */
export async function postLead(server: RunningServer, n: number): Promise<string> {
  const response = await post(server, '/api/leads', {
    ...VALID_LEAD,
    email: `lead${n}@example.com`,
  })
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: string }).id
}

export async function postPhoneClick(server: RunningServer, n: number): Promise<string> {
  const response = await post(server, '/api/phone-clicks', {
    ...VALID_PHONE_CLICK,
    path: `/click-${n}`,
  })
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: string }).id
}

export interface HealthBody {
  status: 'ok' | 'degraded' | 'unavailable'
  database: string
  queue: {
    pending: number
    failed: number
    dead: number
    unacknowledged: number
    oldestPendingAgeSeconds: number | null
  }
  reasons: string[]
  delivery: { state: string; alert: string | null; consecutiveFailures: number; unrecorded: number }
  alert: string | null
}

export async function health(server: RunningServer) {
  const response = await fetch(`${server.url}/api/health`)
  return { response, body: (await response.json()) as HealthBody }
}
