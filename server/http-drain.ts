import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

interface Connection {
  requests: number
  lastActiveAt: number
}

/** A connection with no request for this long while closing is closed (it sent none). */
const IDLE_WHILE_CLOSING_MS = 1000
const SWEEP_MS = 100

/**
 * Stops a server without cutting off a request it has received: the listening socket closes
 * (new connections are refused), every answer from then on says `Connection: close`, and a
 * connection is closed only once it has been without a request for a second (Node's own close
 * would drop connections whose request has arrived but is not parsed yet). What is still open
 * after `graceMs` is cut.
 */
export function drainOnClose(server: Server): (graceMs: number) => Promise<void> {
  const connections = new Map<Socket, Connection>()
  let closing = false
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { requests: 0, lastActiveAt: Date.now() })
    socket.once('close', () => connections.delete(socket))
  })
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket)
    if (closing && !response.headersSent) response.setHeader('Connection', 'close')
    if (!connection) return
    connection.requests++
    response.once('close', () => {
      connection.requests--
      connection.lastActiveAt = Date.now()
    })
  })

  return (graceMs) =>
    new Promise<void>((resolve) => {
      closing = true
      const sweep = setInterval(() => {
        const now = Date.now()
        for (const [socket, connection] of connections) {
          const idle = now - connection.lastActiveAt >= IDLE_WHILE_CLOSING_MS
          if (connection.requests === 0 && idle) socket.end()
        }
      }, SWEEP_MS)
      const force = setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy()
      }, graceMs)
      // net's close, not http's: http's closes idle connections at once, unparsed requests too.
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep)
        clearTimeout(force)
        resolve()
      })
    })
}
