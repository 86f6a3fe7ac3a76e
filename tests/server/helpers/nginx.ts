import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from './child-server'

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))

/**
 * `deploy/nginx.conf` with only its three marked lines changed, as the README says: the address
 * it listens on, the site folder and the instances.
 */
export function deployConfig(options: { port: number; siteDir: string; instances: number[] }) {
  const text = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8')
  const instanceLine = /^\s*server 127\.0\.0\.1:\d+ (.*);\s*# instance$/m
  const [, rest] = instanceLine.exec(text)!
  const servers = options.instances.map((port) => `    server 127.0.0.1:${port} ${rest};`)
  const withoutInstances = text.replace(new RegExp(instanceLine.source, 'gm'), '').trimEnd()
  return withoutInstances
    .replace(/keepalive 32;/, `${servers.join('\n').trim()}\n    keepalive 32;`)
    .replace(/listen 80;\s*# listen/, `listen 127.0.0.1:${options.port};`)
    .replace(/root \S+;\s*# site/, `root ${options.siteDir};`)
}

export interface RunningNginx {
  stop(): Promise<void>
}

/** nginx in the foreground with its own prefix folder (pid, logs, temporary files). */
export function startNginx(folder: string, config: string): Promise<RunningNginx> {
  mkdirSync(join(folder, 'logs'), { recursive: true })
  const path = join(folder, 'nginx.conf')
  writeFileSync(path, config)
  // As root, the workers would run as nobody, who cannot read the test's private folders.
  const user = userInfo().uid === 0 ? 'user root; ' : ''
  const global = `${user}daemon off; pid ${join(folder, 'nginx.pid')}; error_log stderr;`
  execFileSync(NGINX!, ['-t', '-q', '-p', folder, '-c', path, '-g', global], { stdio: 'pipe' })
  const child: ChildProcess = spawn(NGINX!, ['-p', folder, '-c', path, '-g', global], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  return new Promise((resolve, reject) => {
    const ready = setTimeout(() => resolve({ stop }), 300)
    child.once('exit', (code) => {
      clearTimeout(ready)
      reject(new Error(`nginx exited with ${code}: ${log}`))
    })
    async function stop() {
      child.removeAllListeners('exit')
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGQUIT')
      await exited
    }
  })
}
