import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface ConnectionLimits {
  /** Time allowed to receive the request headers (default 10 s). */
  headersTimeoutMs: number
  /** Time allowed to receive the whole request, body included (default 30 s). */
  requestTimeoutMs: number
  /** Open connections allowed from one address; 0 for no cap (default 64). */
  maxConnectionsPerAddress: number
  /** How often Node checks the two timeouts (default 1 s; tests use less). */
  checkIntervalMs: number
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerAddress: 64,
  checkIntervalMs: 1000,
}

/** Options for `http.createServer`: a slow client gets 408 and is disconnected. */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  }
}

/**
 * Closes a new connection at once when its address already has `max` open ones. `exempt`
 * addresses (trusted proxies, which carry many clients) are never capped.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean,
): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (!address || exempt(address)) return
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
