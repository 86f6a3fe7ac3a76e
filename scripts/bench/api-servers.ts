import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
export { freePort } from '../../tests/server/helpers/free-port'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export interface BenchServer {
  url: string
  stop(): Promise<void>
}

/** `server/main.ts` in its own process, without a webhook (leads are only stored). */
export async function startApi(dataDir: string, env: Record<string, string> = {}) {
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
      ...env,
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
