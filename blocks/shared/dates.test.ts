import { describe, expect, it, vi } from 'vitest'
import { formatLongDate } from './dates'

describe('formatLongDate', () => {
  it('writes an ISO date in long US format', () => {
    expect(formatLongDate('2024-01-15')).toBe('January 15, 2024')
    expect(formatLongDate('2024-01-05')).toBe('January 5, 2024')
    expect(formatLongDate('2023-12-31')).toBe('December 31, 2023')
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024')
  })

  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Kiritimati', 'Asia/Tokyo'])(
    'gives the same calendar day when the machine is in %s',
    (zone) => {
      vi.stubEnv('TZ', zone) // undone after the test (unstubEnvs in vitest.config.ts)
      expect(new Date(2024, 0, 1).getTimezoneOffset()).not.toBe(0)
      expect(formatLongDate('2024-01-01')).toBe('January 1, 2024')
      expect(formatLongDate('2024-01-15')).toBe('January 15, 2024')
    },
  )
})
