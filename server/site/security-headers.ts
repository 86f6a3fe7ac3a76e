import type { MiddlewareHandler } from 'hono'

const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

/**
 * Adds the security headers to every response. They are set before the handler runs, so a
 * handler may replace the CSP with a more specific one (a page with inline scripts).
 */
export function securityHeaders(contentSecurityPolicy: string): MiddlewareHandler {
  const headers = Object.entries({
    ...FIXED_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy,
  })
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value)
    await next()
  }
}
