import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import postgres from 'postgres'
import { freePort } from './free-port'

export interface PostgresServer {
  /** A new, empty database on the server. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

/** The folder of PostgreSQL's programs (Debian's postgresql package), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')))
}

/** initdb and postgres refuse to run as root: then they run as this user. */
const SERVER_USER = 'postgres'

function asServerUser(command: string, args: string[]): [string, string[]] {
  if (userInfo().uid !== 0) return [command, args]
  // setpriv execs the program (no parent in between), so signals reach the server itself.
  const user = existsUser(SERVER_USER) ? SERVER_USER : 'nobody'
  return ['setpriv', [`--reuid=${user}`, `--regid=${user}`, '--init-groups', command, ...args]]
}

function existsUser(name: string): boolean {
  try {
    execFileSync('id', [name], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * A PostgreSQL server of the test's own: a new data folder, trust authentication on 127.0.0.1,
 * a free port, fsync off (the tests crash the API, never the database) unless `durable`.
 */
export async function startPostgres({ durable = false } = {}): Promise<PostgresServer> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const folder = mkdtempSync(join(tmpdir(), 'postgres-'))
  const data = join(folder, 'data')
  if (userInfo().uid === 0) handOver(folder)
  const run = (command: string, args: string[]) => {
    const [program, all] = asServerUser(join(bin, command), args)
    execFileSync(program, all, { stdio: 'pipe' })
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const port = await freePort()
  const fast = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
  const [program, args] = asServerUser(join(bin, 'postgres'), [
    ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', folder],
    ...(durable ? [] : fast),
  ])
  const child: ChildProcess = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`
  await waitUntilReady(admin, () => log)
  return {
    async createDatabase(name) {
      const sql = postgres(admin, { max: 1, onnotice: () => {} })
      await sql.unsafe(`CREATE DATABASE "${name}"`)
      await sql.end()
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGINT') // fast shutdown
      await exited
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** Gives the folder to the server's user; the test run's own temp folder becomes traversable. */
function handOver(folder: string): void {
  const user = existsUser(SERVER_USER) ? SERVER_USER : 'nobody'
  const uid = Number(execFileSync('id', ['-u', user]).toString())
  const gid = Number(execFileSync('id', ['-g', user]).toString())
  chownSync(folder, uid, gid)
  for (let parent = dirname(folder); parent !== dirname(parent); parent = dirname(parent)) {
    const mode = statSync(parent).mode
    if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001)
  }
}

async function waitUntilReady(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await sql`SELECT 1`
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start: ${log()}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await sql.end()
    }
  }
}
