import {
  CONVERSIONS,
  DEFAULT_CURRENCY,
  type AnalyticsEvent,
  type ConversionEvent,
  type ConversionName,
  type EventName,
  type TrackedEvent,
} from './events'

type Sink = (event: TrackedEvent) => void

let sink: Sink | undefined
const pending: TrackedEvent[] = []

function send(event: TrackedEvent) {
  if (sink) sink(event)
  else pending.push(event)
}

/**
 * Called once by the bootstrap when analytics is initialised: events tracked earlier were
 * queued and are delivered now, in order.
 */
export function startTracking(deliver: Sink) {
  sink = deliver
  for (const event of pending.splice(0)) deliver(event)
}

export type EventDetails = Omit<AnalyticsEvent, 'kind' | 'action'>

/** The one way islands and the bootstrap report an analytics event. */
export function trackEvent(action: EventName, details: EventDetails = {}) {
  send({ kind: 'event', action, ...details })
}

export type ConversionDetails = Partial<Omit<ConversionEvent, 'kind' | 'name'>>

/** Reports a conversion; its value defaults to the specified one (Lead 50, Contact 75, …). */
export function trackConversion(name: ConversionName, details: ConversionDetails = {}) {
  send({
    kind: 'conversion',
    name,
    currency: details.currency ?? DEFAULT_CURRENCY,
    value: details.value ?? CONVERSIONS[name],
    ...(details.items && { items: details.items }),
    ...(details.custom && { custom: details.custom }),
  })
}
