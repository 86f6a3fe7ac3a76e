import { createHash } from 'node:crypto'
import type { WebhookBody } from './webhook-body'

/** What the chat service's rate-limit headers say about the next post. */
export interface RateLimitState {
  remaining: number
  resetAfterMs: number
}

export type DeliveryOutcome = (
  | { kind: 'delivered'; status: number }
  /** A 3xx, or a 4xx other than 408/429: sending again would not help; a person must look. */
  | { kind: 'rejected'; status: number; body: string }
  | { kind: 'rate-limited'; status: 429; waitMs: number | undefined; body: string }
  /** 5xx, other statuses, timeouts and network errors. */
  | { kind: 'retry'; status: number | null; error: string }
) & { rateLimit?: RateLimitState }

export type FetchFunction = typeof fetch

const MAX_KEPT_BODY = 2000

/**
 * One post. A single deadline (`timeoutMs`) covers connecting, the headers and the whole body of
 * the answer: one controller and one timer per attempt, cleared when the attempt ends, so the
 * timeout cannot be lost to garbage collection (as a signal from `AbortSignal.timeout` combined
 * with `AbortSignal.any` can be) and a webhook that trickles its answer is cut off too.
 */
export async function sendWebhook(
  url: string,
  body: WebhookBody,
  options: {
    fetch: FetchFunction
    timeoutMs: number
    signal: AbortSignal
    /** Sent as `Idempotency-Key`, the same on every attempt of the same post. */
    idempotencyKey: string
    now?: () => number
  },
): Promise<DeliveryOutcome> {
  const attempt = new AbortController()
  const stopAttempt = () => attempt.abort(options.signal.reason)
  const timer = setTimeout(() => attempt.abort(new TimeoutError()), options.timeoutMs)
  options.signal.addEventListener('abort', stopAttempt, { once: true })
  try {
    const response = await options.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': options.idempotencyKey },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: attempt.signal,
    })
    // A 2xx whose body is cut off by the deadline was still delivered: the status decides.
    const text = await response.text().catch(() => '')
    return outcomeOf(response, text, options.now?.() ?? Date.now())
  } catch (error) {
    const reason: unknown = attempt.signal.aborted ? attempt.signal.reason : error
    return { kind: 'retry', status: null, error: describeNetworkError(reason) }
  } finally {
    clearTimeout(timer)
    options.signal.removeEventListener('abort', stopAttempt)
  }
}

/**
 * The key of a post: from the lead's id (or, for a post of several phone clicks, from all their
 * ids), so each attempt of the same post carries the same key. Ids are not secret.
 */
export function deliveryKey(ids: readonly string[]): string {
  if (ids.length === 1) return `lead-${ids[0]}`
  return `leads-${createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 32)}`
}

class TimeoutError extends Error {
  override name = 'TimeoutError'
  constructor() {
    super('timed out')
  }
}

function outcomeOf(response: Response, text: string, now: number): DeliveryOutcome {
  const status = response.status
  const kept = text.slice(0, MAX_KEPT_BODY)
  const rateLimit = rateLimitState(response.headers)
  const extra = rateLimit ? { rateLimit } : {}
  if (status >= 200 && status < 300) return { kind: 'delivered', status, ...extra }
  if (status === 429) {
    const waitMs = retryAfterMs(response.headers.get('retry-after'), text, now)
    return { kind: 'rate-limited', status, waitMs, body: kept, ...extra }
  }
  if (isPermanent(status)) {
    const location = status < 400 ? response.headers.get('location') : null
    const body = location ? `redirect to another address: ${kept}` : kept
    return { kind: 'rejected', status, body, ...extra }
  }
  return { kind: 'retry', status, error: `HTTP ${status}${kept ? `: ${kept}` : ''}`, ...extra }
}

/** Redirects (the webhook address is wrong) and client errors except 408 and 429. */
function isPermanent(status: number): boolean {
  return (status >= 300 && status < 400) || (status >= 400 && status < 500 && status !== 408)
}

/** X-RateLimit-Remaining and X-RateLimit-Reset-After (seconds), as the chat service sends. */
export function rateLimitState(headers: Headers): RateLimitState | undefined {
  const remaining = Number(headers.get('x-ratelimit-remaining') ?? NaN)
  const resetAfter = Number(headers.get('x-ratelimit-reset-after') ?? NaN)
  if (!Number.isFinite(remaining) || !Number.isFinite(resetAfter)) return undefined
  return { remaining, resetAfterMs: Math.max(0, Math.ceil(resetAfter * 1000)) }
}

/** Wait asked for by a 429: the Retry-After header (seconds or date) or the body's retry_after. */
export function retryAfterMs(header: string | null, body: string, now: number): number | undefined {
  const candidates: number[] = []
  if (header) {
    const seconds = Number(header)
    if (Number.isFinite(seconds)) candidates.push(seconds * 1000)
    else if (!Number.isNaN(Date.parse(header))) candidates.push(Date.parse(header) - now)
  }
  try {
    const retryAfter = (JSON.parse(body) as { retry_after?: unknown }).retry_after
    if (typeof retryAfter === 'number' && Number.isFinite(retryAfter))
      candidates.push(retryAfter * 1000)
  } catch {
    // not JSON: the header alone decides
  }
  if (candidates.length === 0) return undefined
  return Math.max(0, Math.ceil(Math.max(...candidates)))
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  if (error.name === 'TimeoutError') return 'timed out'
  return cause?.code ?? cause?.message ?? error.message
}
