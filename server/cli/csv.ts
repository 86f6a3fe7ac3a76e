import type { StoredLead } from '../storage/lead-store'

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'status',
  'attempts',
  'last_status',
  'last_error',
  'delivered_at',
  'name',
  'phone',
  'email',
  'source',
  'path',
  'wants_guide',
  'address',
  'service',
  'message',
  'link_text',
  'href',
  'context',
] as const

// A leading = + - @ (or their full-width forms), tab or carriage return, after any spaces.
const FORMULA_START = /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/
// A phone number: an optional +, then a digit or "(", digits and separators, 7 digits at least.
const PHONE_NUMBER = /^\+?(?=(?:\D*\d){7})[\d(][\d\s().\/-]*$/

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula gets a leading apostrophe. Only
 * in the phone column is a value like `+1 555 123 4567` left as is.
 */
export function csvCell(value: unknown, column?: string): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text) && !(column === 'phone' && isPhoneNumber(text))) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function isPhoneNumber(text: string): boolean {
  return PHONE_NUMBER.test(text)
}

export function csvLine(values: readonly unknown[], columns?: readonly string[]): string {
  return values.map((value, i) => csvCell(value, columns?.[i])).join(',') + '\r\n'
}

export function leadToCsvValues(lead: StoredLead): unknown[] {
  const payload = lead.payload as unknown as Record<string, unknown>
  const row: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    id: lead.id,
    created_at: lead.createdAt,
    kind: lead.kind,
    status: lead.status,
    attempts: lead.attempts,
    last_status: lead.lastStatus,
    last_error: lead.lastError,
    delivered_at: lead.deliveredAt,
    name: payload.name,
    phone: payload.phone,
    email: payload.email,
    source: payload.source,
    path: payload.path,
    wants_guide: payload.wantsGuide,
    address: payload.address,
    service: payload.service,
    message: payload.message,
    link_text: payload.linkText,
    href: payload.href,
    context: payload.context,
  }
  return CSV_COLUMNS.map((column) => row[column])
}
