import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'
import { spawnServer, type ChildServer } from './helpers/child-server'
import { deployConfig, NGINX, startNginx, type RunningNginx } from './helpers/nginx'
import { postgresBin, startPostgres, type PostgresServer } from './helpers/postgres-server'
import { referencedId, StubWebhook } from './helpers/stub-webhook'
import { waitFor } from './helpers/wait-for'
import { freePort } from './helpers/free-port'

const LEADS = 300
const KILL_AFTER = 100
const available = Boolean(NGINX && postgresBin())
const folder = temporaryDirectory('nginx-front-')
const stub = new StubWebhook()
/** Each `npm start` with the node process it runs: killing npm alone would leave node serving. */
const instances: Array<{ instance: ChildServer; node: number }> = []
let database: PostgresServer | undefined
let nginx: RunningNginx | undefined
afterAll(async () => {
  await nginx?.stop()
  for (const { instance, node } of instances) {
    killIfRunning(node)
    instance.child.kill('SIGKILL')
  }
  await Promise.all(instances.map(({ instance }) => instance.exited))
  await database?.stop()
  await stub.stop()
  folder.remove()
})

/** `npm start` as the README's step says; the node process it runs is returned with it. */
async function startInstance(env: Record<string, string>) {
  const instance = await spawnServer(env, { command: ['npm', 'start'] })
  const node = Number(execFileSync('pgrep', ['-P', String(instance.child.pid)]).toString())
  instances.push({ instance, node })
  return { instance, node }
}

function killIfRunning(pid: number) {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone: the instance the test killed.
  }
}

describe.skipIf(!available)('two API instances on PostgreSQL behind nginx', () => {
  let url = ''
  let env: Record<string, string> = {}
  const ports: number[] = []
  beforeAll(async () => {
    database = await startPostgres()
    url = await database.createDatabase('leads')
    await stub.start()
  }, 60_000)

  it('serves the site and API, and loses no lead when an instance is killed mid-burst', async () => {
    stub.reply = () => ({ status: 204, delayMs: 10 })
    const siteDir = join(folder.path, 'site')
    mkdirSync(join(siteDir, 'assets'), { recursive: true })
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(join(siteDir, 'assets', 'app-1a2b.js'), 'console.log(1)')
    ports.push(await freePort(), await freePort())
    env = {
      DATABASE_URL: url,
      WEBHOOK_URL: stub.url,
      TRUST_PROXY: '127.0.0.1',
      SITE_DIR: siteDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      HEALTH_TOKEN: 'health-secret',
    }
    const first = await startInstance({ ...env, PORT: String(ports[0]) })
    await startInstance({ ...env, PORT: String(ports[1]) })
    const port = await freePort()
    nginx = await startNginx(
      join(folder.path, 'nginx'),
      deployConfig({ port, siteDir, instances: ports }),
    )
    const front = `http://127.0.0.1:${port}`
    await waitFor(async () => (await fetch(front).catch(() => null))?.ok ?? false, 'nginx')

    // The site: an asset from disk with the Node server's headers, a page from an instance.
    const direct = await fetch(`http://127.0.0.1:${ports[0]}/assets/app-1a2b.js`)
    const proxied = await fetch(`${front}/assets/app-1a2b.js`)
    for (const name of ['cache-control', 'content-security-policy', 'x-frame-options']) {
      expect(proxied.headers.get(name), name).toBe(direct.headers.get(name))
    }
    expect(await proxied.text()).toBe('console.log(1)')
    expect((await fetch(front)).headers.get('content-security-policy')).toContain("'self'")
    // The forwarded address: nginx replaces a client's own X-Forwarded-For with the address it
    // sees (here this machine's, which gets the details); the token works from anywhere.
    const spoofed = await fetch(`${front}/api/health`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    })
    expect(await spoofed.json()).toMatchObject({ status: 'ok', database: 'writable' })
    const publicClient = await fetch(`http://127.0.0.1:${ports[1]}/api/health`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' }, // believed: from the trusted address
    })
    expect(await publicClient.json()).toEqual({ status: 'ok' })
    const details = await fetch(`http://127.0.0.1:${ports[1]}/api/health`, {
      headers: { Authorization: 'Bearer health-secret', 'X-Forwarded-For': '203.0.113.9' },
    })
    expect(await details.json()).toMatchObject({ status: 'ok', database: 'writable' })

    const accepted = new Set<string>()
    let next = 0
    let killed = false
    const sendLead = async (n: number) => {
      // As the browser does: the same Idempotency-Key on every retry of one submission.
      const key = `nginx-kill-test-${n}-key`
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await fetch(`${front}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify({ ...VALID_LEAD, email: `front${n}@example.com` }),
        }).catch(() => undefined)
        if (response?.status === 202) {
          accepted.add(((await response.json()) as { id: string }).id)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`lead ${n} was never accepted`)
    }
    const sender = async () => {
      while (next < LEADS) {
        await sendLead(next++)
        if (!killed && accepted.size >= KILL_AFTER) {
          killed = true
          process.kill(first.node, 'SIGKILL')
          void first.instance.exited.then(() => startInstance({ ...env, PORT: String(ports[0]) }))
        }
      }
    }
    await Promise.all(Array.from({ length: 10 }, sender))
    expect(accepted.size).toBe(LEADS)

    const sql = postgres(url, { max: 1 })
    const delivered = async () => {
      const [row] = await sql<{ n: number }[]>`
        SELECT COUNT(*)::int AS n FROM leads WHERE status = 'delivered'`
      return row!.n
    }
    // A lead the killed instance held waits for its claim's lease (20 s) before another sends it.
    await waitFor(async () => (await delivered()) === LEADS, 'every lead delivered', 90_000)
    const [counted] = await sql<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM leads`
    const rows = counted!.n
    await sql.end()
    const posts = stub.delivered.map(referencedId)
    const twice = posts.length - new Set(posts).size
    console.log(`nginx kill test: ${rows} rows for ${LEADS} leads, ${twice} posted twice`)
    expect(rows).toBe(LEADS)
    expect(new Set(posts)).toEqual(accepted)
    // Only what the killed instance was posting at that moment (one lead) may repeat.
    expect(twice).toBeLessThanOrEqual(1)
  }, 180_000)
})
