import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import {
  capConnectionsPerAddress,
  DEFAULT_CONNECTION_LIMITS,
  serverTimeouts,
  type ConnectionLimits,
} from './connection-limits'
import { isTrustedProxy, type TrustedProxies } from './intake/client-address'
import type { RateLimit } from './intake/rate-limiter'
import { DEFAULT_RATE_LIMIT } from './intake/intake-routes'
import { consoleLogger, type Logger } from './logger'
import { OutboxWorker, type DeliveryTiming, type Sleep } from './outbox/outbox-worker'
import type { FetchFunction } from './outbox/send-webhook'
import { HealthMonitor } from './health/health-monitor'
import { HttpDrain, KEEP_ALIVE_MS, stoppingAnswer } from './http-drain'
import { openLeadStore } from './storage/open-store'
import { GroupCommitWriter } from './storage/group-commit'
import type { LeadStore } from './storage/lead-store'

export interface StartServerOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Folder of the prerendered site; default `dist/client`. */
  siteDir?: string
  /** Folder of `leads.db`; default `./data` (created if missing). */
  dataDir?: string
  /** `postgres://…`: leads and the outbox in PostgreSQL, shared by several instances. */
  databaseUrl?: string
  /** Shows the health check's details to `Authorization: Bearer <token>`. */
  healthToken?: string
  /** A pending lead older than this makes the health check degraded (default 10 min). */
  stalePendingMs?: number
  /** Chat webhook; without it leads are only kept locally (status pending). */
  webhookUrl?: string
  /** Submissions per address per minute (a number), or `{ max, windowMs }`. Default 10/min. */
  rateLimit?: number | RateLimit
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed. */
  trustedProxies?: TrustedProxies
  /** Strict-Transport-Security max-age in seconds (TLS deployments only). */
  hstsMaxAge?: number
  connections?: Partial<ConnectionLimits>
  /** Pending phone clicks above which new ones are kept but not forwarded (default 1000). */
  maxPendingPhoneClicks?: number
  delivery?: Partial<DeliveryTiming>
  /** Replaces the waits between delivery attempts (tests). */
  sleep?: Sleep
  fetch?: FetchFunction
  clock?: () => Date
  logger?: Logger
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string
  port: number
  /** Folder of `leads.db`. */
  dataDir: string
  store: LeadStore
  /** Stops accepting, commits what was accepted, stops delivery and closes the database. */
  close(): Promise<void>
}

/** Longest time a stop waits for requests already received to be answered. */
const HTTP_DRAIN_MS = 8000

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger
  const dataDir = options.dataDir ?? './data'
  const webhookUrl = options.webhookUrl?.trim() || undefined
  if (webhookUrl) assertHttpUrl(webhookUrl)

  const store = await openLeadStore({ dataDir, databaseUrl: options.databaseUrl })
  const writer = new GroupCommitWriter((leads) => store.insertMany(leads))
  const worker = webhookUrl
    ? new OutboxWorker({ store, webhookUrl, logger, ...pick(options) })
    : undefined
  if (worker) writer.onCommit(() => worker.notify())

  const rateLimit =
    typeof options.rateLimit === 'number' ? { max: options.rateLimit } : options.rateLimit
  const trustedProxies = options.trustedProxies ?? []
  const clock = options.clock ?? (() => new Date())
  const monitor = new HealthMonitor({
    store,
    lastIntakeFailureAt: () => writer.lastFailureAt,
    delivery: worker && (() => worker.deliveryStatus()),
    clock,
    logger,
    stalePendingMs: options.stalePendingMs,
  })
  const app = createApp({
    writer,
    store,
    siteDir: options.siteDir,
    hstsMaxAge: options.hstsMaxAge,
    rateLimit,
    limiter: store.sharedLimiter?.(rateLimit ?? DEFAULT_RATE_LIMIT),
    trustedProxies,
    maxPendingPhoneClicks: options.maxPendingPhoneClicks,
    monitor,
    healthToken: options.healthToken,
    clock: options.clock,
    logger,
  })

  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections }
  const drain = new HttpDrain()
  const fetch = (request: Request, env: HttpBindings | Http2Bindings) =>
    drain.turnsAway(env.incoming.socket) ? stoppingAnswer() : app.fetch(request, env)
  const server = await listen(
    fetch,
    options.port ?? 3000,
    options.host ?? '127.0.0.1',
    serverTimeouts(limits),
  )
  const httpServer = server as import('node:http').Server
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS
  drain.attach(httpServer)
  capConnectionsPerAddress(httpServer, limits.maxConnectionsPerAddress, (peer) =>
    isTrustedProxy(peer, trustedProxies),
  )
  const { port, address } = server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address
  const url = `http://${host}:${port}`

  const { pending } = await store.summary()
  if (worker) {
    logger.info(
      `Forwarding leads to the webhook at ${new URL(webhookUrl!).host} (${pending} pending)`,
    )
    worker.start()
  } else {
    logger.warn(
      `WEBHOOK_URL is not set: leads are kept locally in ${options.databaseUrl ? 'PostgreSQL' : dataDir} (status pending, ${pending} so far); ` +
        'list them with "npm run leads -- list"',
    )
  }

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      monitor.stop()
      // The worker stops claiming at once (a post in flight finishes) while answers go out.
      const stopping = worker?.stop()
      await drain.stop(HTTP_DRAIN_MS)
      await writer.flush()
      await stopping
      await store.close()
    })())
  monitor.start(1000)
  return { url, port, dataDir, store, close }
}

function pick(options: StartServerOptions) {
  const { delivery: timing, sleep, fetch, clock } = options
  return { timing, sleep, fetch, clock }
}

function assertHttpUrl(value: string): void {
  let protocol: string | undefined
  try {
    protocol = new URL(value).protocol
  } catch {
    // reported below, without echoing the secret address
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error('WEBHOOK_URL must be an http(s) URL')
  }
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
  serverOptions: ReturnType<typeof serverTimeouts>,
) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, hostname, serverOptions }, () => resolve(server))
    server.once('error', reject)
  })
}
