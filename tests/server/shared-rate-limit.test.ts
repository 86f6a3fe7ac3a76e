import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../../server/intake/client-address'
import type { RunningServer } from '../../server/start-server'
import { VALID_LEAD } from '../../server/testing/test-app'
import { cleanUpAfterEach, post, startLeadServer } from './helpers/lead-server'
import { startPostgres, type PostgresServer } from './helpers/postgres-server'

cleanUpAfterEach()
let postgres: PostgresServer
let databases = 0
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(() => postgres.stop())

const LIMIT = { max: 3, windowMs: 60_000 }

/** An instance behind a proxy on this machine, so X-Forwarded-For names the client. */
function instance(databaseUrl?: string): Promise<RunningServer> {
  const trustedProxies = parseTrustedProxies('127.0.0.1')
  return startLeadServer({ databaseUrl, rateLimit: LIMIT, trustedProxies })
}

function submit(server: RunningServer, client: string, n: number): Promise<Response> {
  const body = { ...VALID_LEAD, email: `limit${n}@example.com` }
  return post(server, '/api/leads', body, { 'X-Forwarded-For': client })
}

const STORES: Array<[string, () => Promise<string | undefined>]> = [
  ['SQLite', async () => undefined],
  ['PostgreSQL', () => postgres.createDatabase(`limit${databases++}`)],
]

describe.each(STORES)('the rate limit on %s', (_, database) => {
  it('answers 429 with Retry-After past the limit, per client', async () => {
    const server = await instance(await database())
    for (let n = 0; n < LIMIT.max; n++) {
      expect((await submit(server, '203.0.113.7', n)).status).toBe(202)
    }
    const over = await submit(server, '203.0.113.7', 99)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect((await submit(server, '203.0.113.8', 100)).status).toBe(202)
  })
})

describe('two instances on one PostgreSQL database', () => {
  it('share the limit: a client over it on one is limited on the other', async () => {
    const databaseUrl = await postgres.createDatabase(`limit${databases++}`)
    const [first, second] = [await instance(databaseUrl), await instance(databaseUrl)]
    const answers: number[] = []
    for (let n = 0; n < LIMIT.max; n++) {
      answers.push((await submit(n % 2 ? second : first, '198.51.100.4', n)).status)
    }
    expect(answers).toEqual([202, 202, 202])
    const over = await submit(second, '198.51.100.4', 50)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect((await submit(first, '198.51.100.4', 51)).status).toBe(429)
    expect((await submit(second, '198.51.100.5', 52)).status).toBe(202)
  })
})
