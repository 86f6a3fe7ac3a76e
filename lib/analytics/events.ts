/** Event and conversion names and values of the specification (section 9). */
export const EVENTS = [
  'form_submit',
  'form_start',
  'form_field_focus',
  'phone_click',
  'calculator_start',
  'calculator_use',
  'page_view',
  'scroll_depth',
] as const
export type EventName = (typeof EVENTS)[number]

export const CONVERSIONS = { Lead: 50, Contact: 75, CalculatorComplete: 25 } as const
export type ConversionName = keyof typeof CONVERSIONS
export const DEFAULT_CURRENCY = 'USD'

export const SCROLL_DEPTHS = [25, 50, 75, 100] as const

/** An analytics event: action, category, label, value and custom parameters. */
export interface AnalyticsEvent {
  kind: 'event'
  action: EventName
  category?: string
  label?: string
  value?: number
  params?: Record<string, unknown>
}

/** A conversion: event name, currency (USD by default), value, items and custom data. */
export interface ConversionEvent {
  kind: 'conversion'
  name: ConversionName
  currency: string
  value: number
  items?: unknown[]
  custom?: Record<string, unknown>
}

export type TrackedEvent = AnalyticsEvent | ConversionEvent
