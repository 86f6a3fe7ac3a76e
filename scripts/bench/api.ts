/**
 * Benchmark of lead intake: autocannon POSTs /api/leads on 127.0.0.1 against a server in its own
 * process with durable writes (a real SQLite file in a temporary folder, fsync on commit).
 *
 *   npm run bench:api -- [--connections 10] [--duration 10]
 */
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

interface Histogram {
  average: number
  p50: number
  p99: number
  max: number
}
interface AutocannonResult {
  duration: number
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  latency: Histogram
  requests: Histogram
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const TARGET = { leadsPerSecond: 1000, p99Ms: 25 }

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEBHOOK_URL: '',
      SITE_DIR: join(dataDir, 'no-site'),
      RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve()
        return
      }
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, stop }
}

function load(url: string, connections: number, duration: number) {
  return autocannon({
    url: `${url}/api/leads`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    idReplacement: true,
    body: JSON.stringify({
      name: 'Bench Lead [<id>]',
      phone: '(555) 123-4567',
      email: 'bench-[<id>]@example.com',
      source: 'benchmark',
      path: '/stop-foreclosure-fast',
      wantsGuide: 'Yes',
    }),
  })
}

async function main() {
  const connections = option('connections', 10)
  const duration = option('duration', 10)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const server = await startServer(dataDir)
  try {
    await load(server.url, connections, 2) // warm-up
    const result = await load(server.url, connections, duration)
    await server.stop()

    const db = new Database(join(dataDir, 'leads.db'), { readonly: true })
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n
    db.close()

    const perSecond = result['2xx'] / result.duration
    const meets = perSecond >= TARGET.leadsPerSecond && result.latency.p99 < TARGET.p99Ms
    console.log(
      `POST /api/leads, ${connections} connections, ${result.duration} s, SQLite WAL synchronous=FULL`,
    )
    console.log(
      `accepted leads/s: ${perSecond.toFixed(0)}  (${result['2xx']} accepted, ${result.non2xx} other answers, ${result.errors} errors)`,
    )
    console.log(
      `latency p50: ${result.latency.p50} ms  p99: ${result.latency.p99} ms  max: ${result.latency.max} ms`,
    )
    console.log(`rows in the database after shutdown: ${stored} (warm-up included)`)
    console.log(
      `target ≥ ${TARGET.leadsPerSecond} leads/s with p99 < ${TARGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'}`,
    )
  } finally {
    await server.stop().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
