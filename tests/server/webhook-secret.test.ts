import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Logger } from '../../server/logger'
import { startServer } from '../../server/start-server'
import { REPO_ROOT } from './helpers/child-server'
import { StubWebhook } from './helpers/stub-webhook'
import {
  postJson,
  temporaryDirectory,
  VALID_LEAD,
  VALID_MESSAGE,
} from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

const stub = new StubWebhook()
const folders: Array<{ remove: () => void }> = []
afterAll(async () => {
  await stub.stop()
  for (const folder of folders) folder.remove()
})

function temporary(prefix: string) {
  const folder = temporaryDirectory(prefix)
  folders.push(folder)
  return folder.path
}

describe('the webhook secret', () => {
  it('appears in no response body or header, and in no log line', async () => {
    await stub.start()
    stub.reply = (post) => (post === 0 ? { status: 400, body: 'bad' } : { status: 204 })
    const logs: string[] = []
    const logger: Logger = {
      info: (m) => logs.push(m),
      warn: (m) => logs.push(m),
      error: (m) => logs.push(m),
    }
    const server = await startServer({
      port: 0,
      dataDir: temporary('secret-data-'),
      siteDir: join(REPO_ROOT, 'dist', 'client'),
      webhookUrl: stub.url,
      rateLimit: { max: 6 },
      logger,
    })
    try {
      const requests: Request[] = [
        postJson('/api/leads', VALID_LEAD),
        postJson('/api/messages', VALID_MESSAGE),
        postJson('/api/leads', { ...VALID_LEAD, email: 'nope' }),
        postJson('/api/leads', '{broken'),
        postJson('/api/leads', 'x'.repeat(20_000)),
        postJson('/api/leads', VALID_LEAD, { 'Content-Type': 'text/plain' }),
        postJson('/api/leads', VALID_LEAD), // over the limit of 6: 429
        new Request('http://localhost/api/leads'),
        new Request('http://localhost/api/health'),
        new Request('http://localhost/api/webhook'),
        new Request('http://localhost/'),
        new Request('http://localhost/no-such-page'),
      ]
      const seen: string[] = []
      for (const request of requests) {
        const url = new URL(request.url)
        const response = await fetch(`${server.url}${url.pathname}`, {
          method: request.method,
          headers: request.headers,
          body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
        })
        seen.push(
          `${response.status} ${[...response.headers].join('\n')}\n${await response.text()}`,
        )
      }
      expect(seen.some((text) => text.startsWith('429'))).toBe(true)
      await waitFor(async () => stub.received.length >= 2, 'both deliveries')
      for (const text of [...seen, ...logs]) {
        expect(text).not.toContain(stub.token)
      }
      expect(stub.received).toHaveLength(2)
    } finally {
      await server.close()
    }
  })

  it('appears in no file of the built site', { timeout: 300_000 }, async (ctx) => {
    if (!existsSync(join(REPO_ROOT, 'vite.config.ts'))) {
      ctx.skip('vite.config.ts is missing: the site build is not set up yet')
    }
    const token = `secret-${crypto.randomUUID()}`
    const webhookUrl = `https://chat.example/api/webhooks/1234/${token}`
    // vike needs the output folder inside the project (an absolute path outside it breaks the
    // build), so the build goes to a throw-away folder in the ignored node_modules/.cache.
    const outDir = join('node_modules', '.cache', `webhook-secret-check-${crypto.randomUUID()}`)
    folders.push({
      remove: () => rmSync(join(REPO_ROOT, outDir), { recursive: true, force: true }),
    })
    const result = await run('npx', ['vike', 'build'], {
      ...process.env,
      WEBHOOK_URL: webhookUrl,
      BUILD_OUT_DIR: outDir,
    })
    expect(result.code, result.output).toBe(0)

    const files = listFiles(join(REPO_ROOT, outDir, 'client'))
    expect(files.some((file) => file.endsWith('.html'))).toBe(true)
    for (const file of files) {
      const content = readFileSync(file).toString('latin1')
      expect(content.includes(token), file).toBe(false)
    }
  })
})

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 280_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output: output.slice(-4000) })
    })
  })
}
