import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

interface Connection {
  requests: number
  /** Sweeps of a responsive event loop that found it without a request. */
  idleSweeps: number
  /** Opened after the stop began, or answered once since: its next request is turned away. */
  late: boolean
  answered: boolean
}

const SWEEP_MS = 100
/** A sweep this late means the loop was busy: requests may sit unread in the kernel. */
const BUSY_LAG_MS = 50
/**
 * The listening socket closes after this many responsive sweeps with no new connection and no
 * request being answered (each answer says `Connection: close`, so its client may connect again)…
 */
const QUIET_SWEEPS = 3
/** …or this long after the stop began, whichever comes first. */
const ACCEPT_WINDOW_MS = 4000
/**
 * How long an idle connection is kept open, announced in `Keep-Alive: timeout=3`: a client that
 * heeds it closes first, so it never sends a request on a connection as the server closes it.
 */
export const KEEP_ALIVE_MS = 3000
/** During a stop, a connection that never sent a request is closed after as long. */
const IDLE_SWEEPS = KEEP_ALIVE_MS / SWEEP_MS

/**
 * Stops a server without resetting a connection whose request has reached the machine. A
 * request in flight at the stop is answered as usual; any later one (on a new connection, or the
 * next on a connection answered since) gets a `503` with `Retry-After` and `Connection: close`,
 * so its client goes elsewhere or comes back instead of connecting again. The listening socket
 * stays open until new connections stop coming and no answer is in progress (closing it resets
 * those waiting in the kernel's accept queue). Idle connections close after the keep-alive time,
 * counted only while the event loop is free (so a request sent on one has been read). What is
 * left after `graceMs` is cut.
 */
export class HttpDrain {
  private readonly connections = new Map<Socket, Connection>()
  private stopping = false
  private accepted = 0
  private server: Server | undefined

  attach(server: Server): void {
    this.server = server
    server.on('connection', (socket: Socket) => {
      this.accepted++
      this.connections.set(socket, {
        requests: 0,
        idleSweeps: 0,
        late: this.stopping,
        answered: false,
      })
      socket.once('close', () => this.connections.delete(socket))
    })
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = this.connections.get(request.socket)
      if (!connection) return
      connection.requests++
      connection.idleSweeps = 0
      connection.answered = true
      response.once('close', () => {
        connection.requests--
        if (this.stopping) connection.late = true
      })
    })
  }

  /**
   * True when the request came after the stop began: on a connection opened since, or one that
   * has had an answer since (the request in flight at the stop is answered as usual).
   */
  turnsAway(socket: Socket): boolean {
    return this.connections.get(socket)?.late === true
  }

  stop(graceMs: number): Promise<void> {
    this.stopping = true
    const started = Date.now()
    let lastSweep = started
    let quietSweeps = 0
    let seen = this.accepted
    let listening = true
    return new Promise<void>((resolve) => {
      const finish = () => {
        clearInterval(sweep)
        clearTimeout(force)
        resolve()
      }
      const sweep = setInterval(() => {
        const now = Date.now()
        const responsive = now - lastSweep - SWEEP_MS < BUSY_LAG_MS
        lastSweep = now
        const busy = this.accepted > seen || !responsive || this.answering()
        quietSweeps = busy ? 0 : quietSweeps + 1
        seen = this.accepted
        if (listening && (quietSweeps >= QUIET_SWEEPS || now - started >= ACCEPT_WINDOW_MS)) {
          listening = false
          // net's close, not http's: http's closes idle connections at once, unread requests too.
          NetServer.prototype.close.call(this.server!, finish)
        }
        if (responsive) this.closeIdle()
      }, SWEEP_MS)
      const force = setTimeout(() => {
        for (const socket of this.connections.keys()) socket.destroy()
        if (!listening) return
        listening = false
        NetServer.prototype.close.call(this.server!, finish)
      }, graceMs)
    })
  }

  private answering(): boolean {
    for (const connection of this.connections.values()) if (connection.requests > 0) return true
    return false
  }

  private closeIdle(): void {
    for (const [socket, connection] of this.connections) {
      // After an answer Node closes the connection itself once the keep-alive time is over.
      if (connection.requests > 0 || connection.answered) continue
      if (++connection.idleSweeps >= IDLE_SWEEPS) socket.destroy()
    }
  }
}

/** Seconds a client turned away during a stop is asked to wait (a restart takes about that). */
const STOPPING_RETRY_AFTER_SECONDS = 2

/** The answer to a request that arrived on a connection opened after the stop began. */
export function stoppingAnswer(): Response {
  const headers = { 'Retry-After': String(STOPPING_RETRY_AFTER_SECONDS), Connection: 'close' }
  return Response.json(
    { error: 'The server is restarting; please try again' },
    { status: 503, headers },
  )
}
