/** POSTs JSON to the lead API; throws on a network error or a not-ok answer. */
export async function postJson(url: string, body: object): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
}

/** The trimmed text of a form field ('' when absent). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
