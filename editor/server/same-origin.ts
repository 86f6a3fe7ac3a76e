import type { MiddlewareHandler } from 'hono'

/**
 * Refuses every request that writes unless it comes from the editor's own page: a page on
 * another site could otherwise post to the dev server on the marketer's machine.
 */
export function sameOrigin(allowedOrigins: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const origin = c.req.header('Origin')
    if (!origin || !allowedOrigins().includes(origin)) {
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
