import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../../contracts/idempotency'

/** Idempotency key of each submission not yet accepted, by endpoint and body. */
const pendingKeys = new Map<string, string>()

/**
 * POSTs JSON to the lead API; throws on a network error or a not-ok answer. Each submission
 * carries an idempotency key, reused when the same body is sent again (a retry after an error
 * or a lost answer), so the server stores it once. A network failure is retried once at once.
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
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  pendingKeys.delete(submission)
}

/** The trimmed text of a form field ('' when absent). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
