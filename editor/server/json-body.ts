import type { Context } from 'hono'
import { RequestError } from './request-error'

/** The request's JSON body as an object; a clear 400 for anything else. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new RequestError(400, 'The request body must be JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RequestError(400, 'The request body must be a JSON object.')
  return body as Record<string, unknown>
}
