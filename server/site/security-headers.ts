import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

export interface SecurityHeaderOptions {
  contentSecurityPolicy: string
  /** Strict-Transport-Security max-age in seconds; only for a site served over TLS. */
  hstsMaxAge?: number
}

/**
 * The security headers of every response (hono's secureHeaders), plus a default CSP set before
 * the handler runs, so a handler may replace it with a more specific one (a page with inline
 * scripts).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const fixed = secureHeaders({
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    strictTransportSecurity: options.hstsMaxAge
      ? `max-age=${options.hstsMaxAge}; includeSubDomains`
      : false,
  })
  return async (c, next) => {
    c.header('Content-Security-Policy', options.contentSecurityPolicy)
    await fixed(c, next)
  }
}
