import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface DevServer {
  url: string
  /** The copy of content/ and public/ the server reads (CONTENT_ROOT). */
  root: string
  output: () => string
  close: () => void
}

/** A throw-away copy of the site's content and public files. */
export function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'dev-content-'))
  for (const dir of ['content', 'public']) cpSync(dir, join(root, dir), { recursive: true })
  return root
}

/** `vike dev` in a child process on a free 127.0.0.1 port, reading the content from `root`. */
export function startDevServer(root: string, timeoutMs = 120_000): Promise<DevServer> {
  const child: ChildProcess = spawn('npx', ['vike', 'dev', '--port', '0'], {
    env: { ...process.env, CONTENT_ROOT: root, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  const close = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
  }
  process.once('exit', close)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      close()
      reject(new Error(`dev server did not start:\n${log}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const match = log.replace(/\x1b\[[0-9;]*m/g, '').match(/Local:\s+(http:\/\/127\.0\.0\.1:\d+)/)
      if (!match) return
      clearTimeout(timer)
      resolve({ url: match[1]!, root, output: () => log, close })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`dev server exited with ${code}:\n${log}`))
    })
  })
}
