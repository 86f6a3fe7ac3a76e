import { Type } from '@sinclair/typebox'

/** A calendar date written as YYYY-MM-DD in content. */
export const IsoDate = (description: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description })

const longUs = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** `2024-01-15` → `January 15, 2024` (read as UTC, so the day never shifts with the time zone). */
export function formatLongDate(isoDate: string): string {
  return longUs.format(new Date(`${isoDate}T00:00:00Z`))
}
