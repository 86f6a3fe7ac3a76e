import type { MiddlewareHandler } from 'hono'
import { FORM_CONFIRMATION_PATH, FORM_PROBLEM_PATH } from '../../contracts/lead-api'

/** True for `application/x-www-form-urlencoded`, what a browser sends for a form without JavaScript. */
export function isFormContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').toLowerCase().split(';')[0]?.trim()
  return mediaType === 'application/x-www-form-urlencoded'
}

/**
 * The fields of a form-encoded body as the JSON body the API takes. A repeated field keeps its
 * last value (a hidden "No" followed by a checked "Yes" box gives "Yes"). Keys are copied into
 * an object without prototype, so the JSON parser still refuses `__proto__` and friends.
 */
export function formBodyAsJson(bytes: Uint8Array): Uint8Array {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  const text = new TextDecoder('utf-8').decode(bytes)
  for (const [name, value] of new URLSearchParams(text)) fields[name] = value
  return new TextEncoder().encode(JSON.stringify(fields))
}

/** Where the visitor goes after the API answered `status`. */
export function formAnswerLocation(status: number): string {
  return status === 202 ? FORM_CONFIRMATION_PATH : FORM_PROBLEM_PATH
}

/**
 * A plain HTML form post goes through the same routes as JSON (rate limit, body limit,
 * idempotency, validation, honeypot, outbox); whatever they answer becomes a 303 to a page a
 * person can read, with nothing typed in the URL.
 */
export const formAnswers: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST' || !isFormContentType(c.req.header('content-type'))) return next()
  // A JSON post from another site needs a CORS preflight; a plain form post does not, so
  // browsers' own word on where a form post comes from is checked instead.
  if (c.req.header('sec-fetch-site') === 'cross-site') return c.redirect(FORM_PROBLEM_PATH, 303)
  await next()
  c.res = new Response(null, {
    status: 303,
    headers: { Location: formAnswerLocation(c.res.status) },
  })
}
