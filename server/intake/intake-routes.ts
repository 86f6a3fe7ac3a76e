import { Hono, type Context } from 'hono'
import { randomUUID } from 'node:crypto'
import type { GroupCommitWriter } from '../storage/group-commit'
import { clientAddress } from './client-address'
import { formPosts } from './form-posts'
import { parseJsonBody } from './parse-json'
import type { LeadContent } from './payloads'
import * as payloads from './payloads'
import { RateLimiter, type RateLimit } from './rate-limiter'
import { isJsonContentType, readBodyWithLimit } from './read-body'
import { sanitizeStrings } from './sanitize'
import type {
  ContactMessageRequest,
  IntakeKind,
  MiniLeadRequest,
  PhoneClickRequest,
} from '../../contracts/lead-api'
import { validateIntake } from './validate'

export const MAX_BODY_BYTES = 16 * 1024
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 }

export interface IntakeOptions {
  writer: GroupCommitWriter
  rateLimit?: RateLimit
  /** Number of trusted proxies in front of the server (0: use the socket address). */
  trustProxy?: number
  clock?: () => Date
}

type Converter = (body: never) => LeadContent

const CONVERTERS: Record<IntakeKind, Converter> = {
  lead: (body: MiniLeadRequest) => ({ kind: 'lead', payload: payloads.toMiniLeadPayload(body) }),
  message: (body: ContactMessageRequest) => ({
    kind: 'message',
    payload: payloads.toContactMessagePayload(body),
  }),
  'phone-click': (body: PhoneClickRequest) => ({
    kind: 'phone-click',
    payload: payloads.toPhoneClickPayload(body),
  }),
}

/** The `/api` routes: validated intake committed to the outbox before answering 202. */
export function intakeRoutes(options: IntakeOptions): Hono {
  const clock = options.clock ?? (() => new Date())
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, () => clock().getTime())
  const trustProxy = options.trustProxy ?? 0
  const api = new Hono()

  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
  api.use('*', formPosts(MAX_BODY_BYTES))
  api.get('/health', (c) => c.json({ status: 'ok' }))

  const routes: Array<[string, IntakeKind]> = [
    ['/leads', 'lead'],
    ['/messages', 'message'],
    ['/phone-clicks', 'phone-click'],
  ]
  for (const [path, kind] of routes) {
    api.post(path, (c) => accept(c, kind))
    api.all(path, (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST' }))
  }
  api.all('*', (c) => c.json({ error: 'Not found' }, 404))
  return api

  async function accept(c: Context, kind: IntakeKind) {
    const decision = limiter.take(clientAddress(c, trustProxy))
    if (!decision.allowed) {
      const headers = { 'Retry-After': String(decision.retryAfterSeconds) }
      return c.json({ error: 'Too many submissions; please try again shortly' }, 429, headers)
    }
    if (!isJsonContentType(c.req.header('content-type'))) {
      return c.json({ error: 'Content-Type must be application/json' }, 415)
    }
    const read = await readBodyWithLimit(c.req.raw, MAX_BODY_BYTES)
    if (!read.ok && read.reason === 'too-large') {
      return c.json({ error: 'Request body is larger than 16 KB' }, 413)
    }
    if (!read.ok) return c.json({ error: 'Request body could not be read' }, 400)
    const parsed = parseJsonBody(read.bytes)
    if (!parsed.ok && parsed.reason === 'forbidden-key') {
      return c.json({ errors: [{ field: parsed.key, message: 'is not an accepted field' }] }, 422)
    }
    if (!parsed.ok) return c.json({ error: 'Request body is not valid UTF-8 JSON' }, 400)

    const value = isPlainObject(parsed.value) ? sanitizeStrings(parsed.value) : parsed.value
    const validation = validateIntake<{ website?: string }>(kind, value)
    if (!validation.ok) return c.json({ errors: validation.errors }, 422)

    const id = randomUUID()
    const content = CONVERTERS[kind](validation.value as never)
    const status = payloads.isSpam(validation.value) ? 'spam' : 'pending'
    await options.writer.add({ ...content, id, status, createdAt: clock().toISOString() })
    return c.json({ id }, 202)
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
