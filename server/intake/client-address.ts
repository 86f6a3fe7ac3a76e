import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The address a submission counts against. With `trustProxy` = n (n proxies in front of us),
 * the n-th address from the right of X-Forwarded-For is used; the left part is client-supplied.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const address = forwarded[Math.max(0, forwarded.length - trustProxy)]
    if (address) return address
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}
