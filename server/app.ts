import { Hono } from 'hono'
import { RETRY_AFTER_SECONDS } from './intake/health'
import { intakeRoutes, type IntakeOptions } from './intake/intake-routes'
import type { Logger } from './logger'
import { consoleLogger } from './logger'
import { buildContentSecurityPolicy } from './site/content-security-policy'
import { securityHeaders } from './site/security-headers'
import { readServerSettings } from './site/server-settings'
import { staticSite } from './site/static-site'

export interface AppOptions extends Omit<IntakeOptions, 'clock'> {
  /** Folder of the prerendered site (and of the settings its build wrote); default `dist/client`. */
  siteDir?: string
  /** Strict-Transport-Security max-age in seconds (TLS deployments only); off by default. */
  hstsMaxAge?: number
  clock?: () => Date
  logger?: Logger
}

/** The whole HTTP surface: the `/api` intake and the prerendered site. */
export function createApp(options: AppOptions): Hono {
  const { logger = consoleLogger, siteDir = 'dist/client', hstsMaxAge } = options
  const { analytics } = readServerSettings(siteDir)
  const app = new Hono()

  const contentSecurityPolicy = buildContentSecurityPolicy(analytics)
  app.use('*', securityHeaders({ contentSecurityPolicy, hstsMaxAge }))
  app.route('/api', intakeRoutes(options))
  app.all('*', staticSite(siteDir, analytics))

  app.onError((error, c) => {
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}: ${describe(error)}`)
    if (!c.req.path.startsWith('/api/')) return c.json({ error: 'Server error' }, 500)
    const headers = { 'Retry-After': String(RETRY_AFTER_SECONDS) }
    return c.json({ error: 'The request could not be saved; please try again' }, 503, headers)
  })
  return app
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
