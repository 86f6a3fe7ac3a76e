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

/** RFC 4180 quoting; cells a spreadsheet would run as a formula get a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^\+?[\d\s().-]+$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n'
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
