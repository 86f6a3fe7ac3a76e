import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewLead } from '../../server/storage/lead-store'
import { openLeadStore } from '../../server/storage/open-store'
import { runCommand } from '../../server/cli/commands'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'
import { REPO_ROOT } from './helpers/child-server'
import {
  cleanUpAfterEach,
  health,
  post,
  postLead,
  startLeadServer,
  startStubWebhook,
} from './helpers/lead-server'
import { malformedRequests } from './helpers/malformed-bodies'
import { startPostgres, type PostgresServer } from './helpers/postgres-server'
import { referencedId } from './helpers/stub-webhook'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()
let postgres: PostgresServer
let count = 0
const database = () => postgres.createDatabase(`api${count++}`)
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(() => postgres.stop())

describe('the API on PostgreSQL', () => {
  it('answers bad input with a 4xx and stores nothing', async () => {
    const server = await startLeadServer({ databaseUrl: await database() })
    for (const request of malformedRequests()) {
      const headers: Record<string, string> = {}
      if (request.contentType !== null) headers['Content-Type'] = request.contentType
      const response = await fetch(`${server.url}${request.path}`, {
        method: 'POST',
        headers,
        body: request.body,
      })
      await response.arrayBuffer()
      expect(response.status, request.label).toBeGreaterThanOrEqual(400)
      expect(response.status, request.label).toBeLessThan(500)
    }
    expect((await server.store.summary()).pending).toBe(0)
    expect((await post(server, '/api/leads', VALID_LEAD)).status).toBe(202)
  })

  it('retries through an outage, fails a 301 until acknowledged, and goes on', async () => {
    const stub = await startStubWebhook()
    const moved = { status: 301, headers: { Location: 'https://elsewhere.example/' } }
    stub.reply = (n) => (n < 3 ? { status: 500 } : n === 4 ? moved : { status: 204 })
    const server = await startLeadServer({ webhookUrl: stub.url, databaseUrl: await database() })
    const outage = await postLead(server, 1)
    const redirected = await postLead(server, 2)
    const next = await postLead(server, 3)
    await waitFor(async () => (await server.store.get(next))?.status === 'delivered', 'all posts')
    expect(await server.store.get(outage)).toMatchObject({ status: 'delivered', attempts: 4 })
    expect(await server.store.get(redirected)).toMatchObject({ status: 'failed', lastStatus: 301 })
    expect(stub.delivered.map(referencedId)).toEqual([outage, next])
    expect((await health(server)).response.status).toBe(503)

    const out: string[] = []
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) }
    expect(await runCommand(['list', '--status', 'failed'], server.store, io)).toBe(0)
    expect(out.join('')).toContain(redirected)
    expect(await runCommand(['ack'], server.store, io)).toBe(0)
    await waitFor(async () => (await health(server)).response.status === 200, 'ok after ack')
  })

  it('copies a SQLite store with "leads -- migrate --to", same states, safe to repeat', async () => {
    const folder = temporaryDirectory('migrate-')
    const sqlite = await openLeadStore({ dataDir: folder.path })
    const lead = (n: number): NewLead => ({
      id: `m${n}`,
      kind: 'lead',
      status: 'pending',
      createdAt: `2024-01-15T14:3${n}:00.000Z`,
      payload: { ...VALID_LEAD, email: `m${n}@example.com`, wantsGuide: 'Yes' },
    })
    await sqlite.insertMany([1, 2, 3, 4, 5].map(lead))
    await sqlite.markDelivered(['m1'], 204, '2024-01-15T15:00:00.000Z')
    await sqlite.markFailed(['m2'], { status: 404, error: 'Unknown Webhook', at: 'x' })
    await sqlite.markDead(['m3'], { status: 500, error: 'gave up', at: 'x' })
    const before = await sqlite.list()
    await sqlite.close()

    const url = await database()
    const migrate = () => runCli(['migrate', '--to', url], { DATA_DIR: folder.path })
    const first = await migrate()
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('5 row(s) copied, 0 already in PostgreSQL')
    const again = await migrate()
    expect(again.output).toContain('0 row(s) copied, 5 already in PostgreSQL')
    expect(again.output).not.toContain(url)

    const listed = await runCli(['list'], { DATABASE_URL: url })
    expect(listed.output).toContain('2 pending, 1 delivered, 1 failed, 1 dead, 0 spam, 0 skipped')
    const target = await openLeadStore({ dataDir: '', databaseUrl: url })
    const after = await target.list()
    await target.close()
    const shape = ({ seq: _seq, ...lead }: (typeof before)[number]) => lead
    expect(after.map(shape)).toEqual(before.map(shape))
    folder.remove()
  })
})

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}
