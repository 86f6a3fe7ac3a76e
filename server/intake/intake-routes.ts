import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type IntakeKind,
} from '../../contracts/lead-api'
import type { GroupCommitWriter } from '../storage/group-commit'
import type { LeadStore } from '../storage/lead-store'
import { createSubmissionAcceptor, type SubmissionResult } from './accept-submission'
import { clientKey, type TrustedProxies } from './client-address'
import { formAnswers, formBodyAsJson, isFormContentType } from './form-posts'
import type { HealthMonitor } from '../health/health-monitor'
import { healthCheck } from './health'
import { parseJsonBody } from './parse-json'
import { RateLimiter, type Limiter, type RateLimit } from './rate-limiter'
import { isJsonContentType } from './content-type'

export const MAX_BODY_BYTES = 16 * 1024
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 }

export interface IntakeOptions {
  writer: GroupCommitWriter
  store: LeadStore
  rateLimit?: RateLimit
  /** Counts submissions against `rateLimit` elsewhere (shared by instances); default in memory. */
  limiter?: Limiter
  /** Proxies whose X-Forwarded-For is believed (none: the socket address counts). */
  trustedProxies?: TrustedProxies
  /** Pending phone clicks above which new ones are kept but not forwarded. */
  maxPendingPhoneClicks?: number
  monitor: HealthMonitor
  /** Shows the health check's details to a request with `Authorization: Bearer <token>`. */
  healthToken?: string
  clock?: () => Date
}

const ROUTES: Array<[string, IntakeKind]> = [
  ['/leads', 'lead'],
  ['/messages', 'message'],
  ['/phone-clicks', 'phone-click'],
]

/** The `/api` routes: validated intake committed to the outbox before answering 202. */
export function intakeRoutes(options: IntakeOptions): Hono {
  const clock = options.clock ?? (() => new Date())
  const limiter =
    options.limiter ??
    new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, () => clock().getTime())
  const trusted = options.trustedProxies ?? []
  const acceptSubmission = createSubmissionAcceptor({ ...options, clock })
  const { store, monitor, healthToken } = options
  const api = new Hono()

  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  api.use('*', formAnswers)
  api.get('/health', healthCheck({ monitor, healthToken, trustedProxies: trusted, clock }))
  api.all('/health', methodNotAllowed('GET, HEAD'))

  const tooLarge = (c: Context) => c.json({ error: 'Request body is larger than 16 KB' }, 413)
  const limitStreamedBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  // A declared length is checked here: hono's bodyLimit reads `request.body`, which makes the
  // node adapter build a full Request and stream for every submission instead of its fast read.
  const limitBody: MiddlewareHandler = async (c, next) => {
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
      return limitStreamedBody(c, next)
    }
    if (!(Number(declared) <= MAX_BODY_BYTES)) return tooLarge(c)
    await next()
  }
  for (const [path, kind] of ROUTES) {
    api.post(path, replayOrLimit, limitBody, (c) => acceptBody(c, kind))
    api.all(path, methodNotAllowed('POST'))
  }
  api.all('*', (c) => c.json({ error: 'Not found' }, 404))
  return api

  /**
   * A repeated idempotency key is not counted against the limit: the same submission gets the
   * first answer, another one a 422 (decided after validation); others count against the limit.
   */
  async function replayOrLimit(c: Context, next: () => Promise<void>) {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return c.json(
        { error: `${IDEMPOTENCY_KEY_HEADER} must be 16 to 128 letters, digits, - or _` },
        400,
      )
    }
    const earlier = key === undefined ? undefined : await store.idForKey(key)
    const decision = earlier
      ? { allowed: true as const }
      : await limiter.take(clientKey(c, trusted))
    if (!decision.allowed) {
      const headers = { 'Retry-After': String(decision.retryAfterSeconds) }
      return c.json({ error: 'Too many submissions; please try again shortly' }, 429, headers)
    }
    await next()
  }

  /** Each accepted body type parses its body and hands it to acceptSubmission. */
  function acceptBody(c: Context, kind: IntakeKind) {
    const contentType = c.req.header('content-type')
    if (isJsonContentType(contentType)) return acceptBytes(c, kind, (bytes) => bytes)
    if (isFormContentType(contentType)) return acceptBytes(c, kind, formBodyAsJson)
    return c.json({ error: 'Content-Type must be application/json or a form post' }, 415)
  }

  async function acceptBytes(
    c: Context,
    kind: IntakeKind,
    asJson: (bytes: Uint8Array) => Uint8Array,
  ) {
    const bytes = await c.req.arrayBuffer().then(
      (buffer) => asJson(new Uint8Array(buffer)),
      () => undefined,
    )
    if (!bytes) return c.json({ error: 'Request body could not be read' }, 400)
    const parsed = parseJsonBody(bytes)
    if (!parsed.ok && parsed.reason === 'forbidden-key') {
      return c.json({ errors: [{ field: parsed.key, message: 'is not an accepted field' }] }, 422)
    }
    if (!parsed.ok) return c.json({ error: 'Request body is not valid UTF-8 JSON' }, 400)
    const result = await acceptSubmission(kind, parsed.value, c.req.header(IDEMPOTENCY_KEY_HEADER))
    return answerJson(c, result)
  }
}

function answerJson(c: Context, result: SubmissionResult) {
  return result.ok ? c.json({ id: result.id }, 202) : c.json({ errors: result.errors }, 422)
}

function methodNotAllowed(allow: string): MiddlewareHandler {
  return async (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: allow })
}
