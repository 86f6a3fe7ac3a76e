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
