import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer, type ChildServer } from './helpers/child-server'
import { referencedId, StubWebhook, type StubReply } from './helpers/stub-webhook'
import { temporaryDirectory, VALID_LEAD } from '../../server/testing/test-app'
import { waitFor } from './helpers/wait-for'

const folders: Array<{ remove: () => void }> = []
const stubs: StubWebhook[] = []
const servers: ChildServer[] = []
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL')
  for (const stub of stubs) await stub.stop()
  for (const folder of folders) folder.remove()
})

/** The server in a process that forces garbage collection every 10 ms, over a stalling stub. */
async function serverOver(reply: (post: number) => StubReply) {
  const stub = await new StubWebhook().start()
  stubs.push(stub)
  stub.reply = reply
  const folder = temporaryDirectory('stalled-')
  folders.push(folder)
  const server = await spawnServer(
    {
      DATA_DIR: folder.path,
      WEBHOOK_URL: stub.url,
      SITE_DIR: join(folder.path, 'no-site'),
      DELIVERY_TIMING: JSON.stringify({ requestTimeoutMs: 1500, initialBackoffMs: 20 }),
    },
    { script: 'tests/server/fixtures/server-with-gc.ts', nodeOptions: ['--expose-gc'] },
  )
  servers.push(server)
  return { stub, server }
}

async function postLead(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...VALID_LEAD, email: `stalled${n}@example.com` }),
  })
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: string }).id
}

describe('a webhook that stalls (garbage collected every 10 ms)', () => {
  it.each([
    ['never answers', 'never'],
    ['trickles its answer a byte at a time', 'trickle'],
  ] as const)('that %s: the attempt times out and the leads go out after it', async (_, stall) => {
    const { stub, server } = await serverOver((post) =>
      post < 2 ? { status: 500, stall } : { status: 204 },
    )
    const first = await postLead(server.url, 1)
    const second = await postLead(server.url, 2)
    const degraded = async () => (await fetch(`${server.url}/api/health`)).status === 503
    await waitFor(degraded, 'health degraded while the webhook stalls')
    expect(stub.delivered).toEqual([])
    await waitFor(async () => stub.delivered.length === 2, 'both leads after two stalled attempts')
    expect(stub.stalled).toBe(2)
    expect(stub.delivered.map(referencedId)).toEqual([first, second])
  })
})
