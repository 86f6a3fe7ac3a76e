import type { MiddlewareHandler } from 'hono'

const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

/** Adds the security headers to every response; a handler may set a more specific CSP first. */
export function securityHeaders(contentSecurityPolicy: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    for (const [name, value] of Object.entries(FIXED_HEADERS)) headers.set(name, value)
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy)
    }
  }
}
