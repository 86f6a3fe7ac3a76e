export const LTV = { min: 50, max: 95, step: 5, default: 80 } as const

/** Non-numeric input counts as 0 (thousands separators and $ are accepted). */
export function parseAmount(input: string): number {
  const value = Number(input.replace(/[$,\s]/g, ''))
  return Number.isFinite(value) ? value : 0
}

export function computeEquity(homeValue: number, mortgageBalance: number, ltvPercent: number) {
  return {
    total_equity: homeValue - mortgageBalance,
    available_equity: Math.max(0, homeValue * (ltvPercent / 100) - mortgageBalance),
  }
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})
export const formatUsd = (amount: number) => usd.format(amount)

/**
 * An amount as it is being typed, shown as currency: "450000" reads "$450,000". Cents are
 * dropped (the estimate is in whole dollars); text without any digit is left as typed.
 */
export function formatAmountInput(raw: string): string {
  const whole = raw
    .split('.')[0]!
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
  if (whole === '') return /\d/.test(raw) ? '$0' : raw
  return `$${Number(whole).toLocaleString('en-US')}`
}

/** The caret position in `formatted` just after its `digits`-th digit (0: before the first). */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return formatted.search(/\d|$/)
  let seen = 0
  for (let i = 0; i < formatted.length; i++)
    if (/\d/.test(formatted[i]!) && ++seen === digits) return i + 1
  return formatted.length
}
