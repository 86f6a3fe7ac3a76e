import type { CaseStudy } from './schema'

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** "$45,000 saved", or nothing when the story has no amount (never "$0" or "null"). */
export const amountSavedText = (amount: number | null) =>
  amount === null ? undefined : `${usd.format(amount)} saved`

export const timelineText = (days: number) => `Resolved in ${days} ${days === 1 ? 'day' : 'days'}`

/** Badge colours by service type (dark text on light fills for contrast). */
export const serviceBadgeClass: Record<CaseStudy['service_type'], string> = {
  'Loan Takeover': 'bg-sky-300 text-slate-950',
  'Cash Purchase': 'bg-success text-slate-950',
  'Auction Delay': 'bg-destructive text-destructive-foreground',
  'Second-Lien Financing': 'bg-primary text-primary-foreground',
}
