import { CONVERSIONS, DEFAULT_CURRENCY, type ConversionName, type EventName } from './events'

export interface EventDetails {
  category?: string
  label?: string
  value?: number
  params?: Record<string, unknown>
}

type DataLayerWindow = Window & { dataLayer?: unknown[] }

function dataLayer(): unknown[] {
  const w = window as DataLayerWindow
  return (w.dataLayer ??= [])
}

/** Records an analytics event for the tag manager (read by tests from window.dataLayer). */
export function trackEvent(action: EventName, details: EventDetails = {}) {
  const { params, ...rest } = details
  dataLayer().push({ event: action, ...rest, ...params })
}

export function trackConversion(name: ConversionName, custom: Record<string, unknown> = {}) {
  dataLayer().push({
    event: 'conversion',
    conversion: name,
    value: CONVERSIONS[name],
    currency: DEFAULT_CURRENCY,
    ...custom,
  })
}
