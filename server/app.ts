import { Hono } from 'hono'
import { intakeRoutes } from './intake/intake-routes'
import type { RateLimit } from './intake/rate-limiter'
import type { Logger } from './logger'
import { consoleLogger } from './logger'
import { buildContentSecurityPolicy, type AnalyticsIds } from './site/content-security-policy'
import { securityHeaders } from './site/security-headers'
import { staticSite } from './site/static-site'
import type { GroupCommitWriter } from './storage/group-commit'

export type { AnalyticsIds } from './site/content-security-policy'

export interface AppOptions {
  /** Commits accepted submissions (see GroupCommitWriter). */
  writer: GroupCommitWriter
  /** Folder of the prerendered site; default `dist/client`. */
  siteDir?: string
  analytics?: AnalyticsIds
  rateLimit?: RateLimit
  /** Number of trusted reverse proxies; 0 ignores X-Forwarded-For. */
  trustProxy?: number
  clock?: () => Date
  logger?: Logger
}

/** The whole HTTP surface: the `/api` intake and the prerendered site. */
export function createApp(options: AppOptions): Hono {
  const logger = options.logger ?? consoleLogger
  const app = new Hono()

  app.use('*', securityHeaders(buildContentSecurityPolicy(options.analytics)))
  app.route(
    '/api',
    intakeRoutes({
      writer: options.writer,
      rateLimit: options.rateLimit,
      trustProxy: options.trustProxy,
      clock: options.clock,
    }),
  )
  app.all('*', staticSite(options.siteDir ?? 'dist/client', options.analytics))

  app.onError((error, c) => {
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}: ${describe(error)}`)
    const unavailable = c.req.path.startsWith('/api/')
    return c.json(
      { error: unavailable ? 'The request could not be saved; please try again' : 'Server error' },
      unavailable ? 503 : 500,
    )
  })
  return app
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
