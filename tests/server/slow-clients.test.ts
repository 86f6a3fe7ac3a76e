import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { cleanUpAfterEach, startLeadServer } from './helpers/lead-server'
import { waitFor } from './helpers/wait-for'

cleanUpAfterEach()

const LIMITS = { headersTimeoutMs: 500, requestTimeoutMs: 1000, checkIntervalMs: 100 }

interface RawClient {
  socket: Socket
  received: () => string
  closed: () => boolean
}

async function open(server: RunningServer): Promise<RawClient> {
  const socket = connect(server.port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  let text = ''
  let closed = false
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
  socket.on('error', () => {})
  socket.on('close', () => (closed = true))
  return { socket, received: () => text, closed: () => closed }
}

/** Writes `text` one byte every 100 ms until done or the server closes the connection. */
function trickle(client: RawClient, text: string): { sent: () => number } {
  let sent = 0
  const timer = setInterval(() => {
    if (client.closed() || sent >= text.length) {
      clearInterval(timer)
      return
    }
    client.socket.write(text[sent++]!)
  }, 100)
  return { sent: () => sent }
}

describe('slow clients', () => {
  it('a body sent one byte at a time gets 408 and nothing is stored', async () => {
    const server = await startLeadServer({ connections: LIMITS })
    const client = await open(server)
    const body = JSON.stringify({ name: 'Slow', phone: '5551234567', email: 'slow@example.com' })
    client.socket.write(
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    )
    const progress = trickle(client, body)
    await waitFor(async () => client.closed(), 'the server to close the connection')
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(progress.sent()).toBeLessThan(body.length)
    expect((await server.store.counts()).pending).toBe(0)
  })

  it('headers sent one byte at a time get 408', async () => {
    const server = await startLeadServer({ connections: LIMITS })
    const client = await open(server)
    const headers = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'x'.repeat(200)
    const progress = trickle(client, headers)
    await waitFor(async () => client.closed(), 'the server to close the connection')
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(progress.sent()).toBeLessThan(headers.length)
  })

  it('caps the open connections of one address', async () => {
    const server = await startLeadServer({ connections: { maxConnectionsPerAddress: 3 } })
    const clients = [await open(server), await open(server), await open(server)]
    const extra = await open(server)
    await waitFor(async () => extra.closed(), 'the fourth connection to be closed')
    expect(clients.some((client) => client.closed())).toBe(false)
    clients[0]!.socket.destroy()
    // Once the server has seen that close, a new connection is served again.
    await waitFor(async () => {
      const replacement = await open(server)
      replacement.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
      await waitFor(async () => replacement.closed(), 'the answer')
      return replacement.received().startsWith('HTTP/1.1 200 ')
    }, 'a connection served after one was closed')
    for (const client of clients) client.socket.destroy()
  })
})
