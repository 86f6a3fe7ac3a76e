import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export interface ChildServer {
  url: string
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

export interface SpawnOptions {
  /** Default `server/main.ts`. */
  script?: string
  /** Node's own options, such as `--expose-gc`. */
  nodeOptions?: string[]
  /** Another command instead, e.g. `['npm', 'start']`. */
  command?: string[]
}

/** Runs `server/main.ts` in its own Node process (no tsx wrapper, so signals reach it). */
export async function spawnServer(
  env: Record<string, string>,
  { script = 'server/main.ts', nodeOptions = [], command }: SpawnOptions = {},
): Promise<ChildServer> {
  const [program, ...args] = command ?? [
    process.execPath,
    ...nodeOptions,
    '--import',
    'tsx',
    script,
  ]
  const child = spawn(program!, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('server did not start in 30 s')), 30_000)
    const onData = () => {
      const match = /Listening on (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        resolve(match[1]!)
      }
    }
    function fail(error: Error) {
      child.kill('SIGKILL')
      reject(new Error(`${error.message}\n${output}`))
    }
    child.stdout.on('data', onData)
    void exited.then((code) => fail(new Error(`server exited with ${code}`)))
  })
  return { url, child, output: () => output, exited }
}
