import type { MiddlewareHandler } from 'hono'

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/**
 * Answers only at the dev server's own address (a page on another site whose name was made to
 * point at 127.0.0.1 would otherwise read through it), and refuses every request that writes
 * unless it comes from the editor's own page: a page on another site could post to it.
 */
export function sameOrigin(allowedOrigins: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    const allowed = allowedOrigins()
    const host = c.req.header('Host')
    if (host && !allowed.some((origin) => hostOf(origin) === host))
      return c.json(
        { error: `Refused: the editor answers only at its own address, not at ${host}.` },
        403,
      )
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const origin = c.req.header('Origin')
    if (!origin || !allowed.includes(origin)) {
      const from = origin ? `from ${origin}` : 'without an Origin header'
      return c.json(
        {
          error: `Refused: a request that writes must come from the editor's own page, not ${from}.`,
        },
        403,
      )
    }
    return next()
  }
}
