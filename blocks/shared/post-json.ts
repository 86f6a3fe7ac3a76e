import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../../contracts/idempotency'
import type { FieldError } from '../../contracts/lead-api'

/** Idempotency key of each submission not yet accepted, by endpoint and body. */
const pendingKeys = new Map<string, string>()

/** The API refused what the visitor typed (422): the visitor can correct these fields. */
export class FieldErrorsResponse extends Error {
  constructor(
    url: string,
    readonly errors: FieldError[],
  ) {
    super(`${url} answered 422`)
  }
}

/**
 * POSTs JSON to the lead API; throws `FieldErrorsResponse` when the API names fields to correct
 * (422), another error on a network error or any other not-ok answer. Each submission carries
 * an idempotency key, reused when the same body is sent again (a retry after an error or a lost
 * answer), so the server stores it once. A network failure is retried once at once.
 */
export async function postJson(url: string, body: object): Promise<void> {
  const text = JSON.stringify(body)
  const submission = `${url}\n${text}`
  const key = pendingKeys.get(submission) ?? newIdempotencyKey()
  pendingKeys.set(submission, key)
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: text,
    })
  const response = await send().catch(send)
  if (response.status === 422) {
    const errors = await readFieldErrors(response)
    if (errors.length > 0) throw new FieldErrorsResponse(url, errors)
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  pendingKeys.delete(submission)
}

/** The `errors` of a 422 answer's body; none when the body is not the API's. */
async function readFieldErrors(response: Response): Promise<FieldError[]> {
  const body: unknown = await response.json().catch(() => null)
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return []
  return errors.filter(
    (error): error is FieldError =>
      typeof (error as FieldError | null)?.field === 'string' &&
      typeof (error as FieldError).message === 'string',
  )
}

/** The trimmed text of a form field ('' when absent). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
