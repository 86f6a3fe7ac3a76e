/**
 * Benchmark of lead intake: autocannon POSTs /api/leads on 127.0.0.1 against servers in their
 * own processes with durable writes: SQLite (a real file, fsync on commit) with one instance,
 * and with `--store postgres`, also N instances on one PostgreSQL (fsync on) behind nginx
 * (deploy/nginx.conf), in the same run.
 *
 *   npm run bench:api -- [--connections 10] [--duration 10] [--store postgres --instances 2]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployConfig, startNginx } from '../../tests/server/helpers/nginx'
import { startPostgres } from '../../tests/server/helpers/postgres-server'
import { freePort, startApi, type BenchServer } from './api-servers'

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
  latency: Histogram
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const TARGET = { leadsPerSecond: 1000, p99Ms: 25 }

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1]! : fallback
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

async function measure(label: string, url: string, connections: number, duration: number) {
  await load(url, connections, 2) // warm-up
  const result = await load(url, connections, duration)
  const perSecond = result['2xx'] / result.duration
  const { p50, p99, max } = result.latency
  console.log(`\n${label}: POST /api/leads, ${connections} connections, ${result.duration} s`)
  console.log(
    `accepted leads/s: ${perSecond.toFixed(0)}  (${result['2xx']} accepted, ` +
      `${result.non2xx} other answers, ${result.errors} errors)`,
  )
  console.log(`latency p50: ${p50} ms  p99: ${p99} ms  max: ${max} ms`)
  const meets = perSecond >= TARGET.leadsPerSecond && p99 < TARGET.p99Ms
  console.log(
    `target ≥ ${TARGET.leadsPerSecond} leads/s with p99 < ${TARGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'}`,
  )
}

async function postgresBehindNginx(folder: string, instances: number) {
  const database = await startPostgres({ durable: true })
  const url = await database.createDatabase('bench')
  const apis: BenchServer[] = []
  for (let i = 0; i < instances; i++) {
    apis.push(
      await startApi(join(folder, `api-${i}`), { DATABASE_URL: url, TRUST_PROXY: '127.0.0.1' }),
    )
  }
  const port = await freePort()
  const siteDir = join(folder, 'site')
  mkdirSync(siteDir)
  const ports = apis.map((api) => Number(new URL(api.url).port))
  const nginx = await startNginx(
    join(folder, 'nginx'),
    deployConfig({ port, siteDir, instances: ports }),
  )
  const stop = async () => {
    await nginx.stop()
    await Promise.all(apis.map((api) => api.stop()))
    await database.stop()
  }
  return { url: `http://127.0.0.1:${port}`, stop }
}

async function main() {
  const connections = Number(option('connections', '10'))
  const duration = Number(option('duration', '10'))
  const store = option('store', 'sqlite')
  const instances = Number(option('instances', '2'))
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const stops: Array<() => Promise<void>> = []
  try {
    const sqlite = await startApi(join(folder, 'sqlite'))
    stops.push(sqlite.stop)
    await measure('SQLite (WAL, synchronous=FULL), 1 instance', sqlite.url, connections, duration)
    await sqlite.stop()
    if (store === 'postgres') {
      const shared = await postgresBehindNginx(folder, instances)
      stops.push(shared.stop)
      const label = `PostgreSQL (fsync on), ${instances} instances behind nginx`
      await measure(label, shared.url, connections, duration)
    }
  } finally {
    for (const stop of stops) await stop().catch(() => {})
    rmSync(folder, { recursive: true, force: true })
  }
}

await main()
