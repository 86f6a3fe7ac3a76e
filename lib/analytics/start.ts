import type { TrackedEvent } from './events'
import { startTracking, trackEvent } from './track'
import {
  installMeasurementTag,
  installPixel,
  installTagManager,
  type AnalyticsIds,
  type AnalyticsWindow,
} from './vendors'

const PIXEL_STANDARD_EVENTS = new Set(['Lead', 'Contact'])

/** Drops undefined values, so the data layer holds only what was reported. */
function compact(data: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
}

function deliverTo(w: AnalyticsWindow) {
  return (event: TrackedEvent) => {
    if (event.kind === 'event') {
      const params = compact({
        event_category: event.category,
        event_label: event.label,
        value: event.value,
        ...event.params,
      })
      w.dataLayer.push({ event: event.action, ...params })
      w.gtag?.('event', event.action, params)
      if (event.action === 'page_view') w.fbq?.('track', 'PageView')
      else w.fbq?.('trackCustom', event.action, params)
      return
    }
    const data = compact({
      currency: event.currency,
      value: event.value,
      items: event.items,
      ...event.custom,
    })
    w.dataLayer.push({ event: 'conversion', conversion_name: event.name, ...data })
    w.gtag?.('event', event.name, data)
    w.fbq?.(PIXEL_STANDARD_EVENTS.has(event.name) ? 'track' : 'trackCustom', event.name, data)
  }
}

let started = false

/**
 * Starts analytics once: loads the configured tags, delivers the events queued so far, then
 * reports the page view (path plus query string).
 */
export function startAnalytics(ids: AnalyticsIds) {
  if (started) return
  started = true
  const w = window as unknown as AnalyticsWindow
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a tag manager may have made it
  w.dataLayer = w.dataLayer ?? []
  if (ids.gtmId) installTagManager(w, ids.gtmId)
  if (ids.gaId) installMeasurementTag(w, ids.gaId)
  if (ids.metaPixelId) installPixel(w, ids.metaPixelId)
  startTracking(deliverTo(w))
  trackEvent('page_view', {
    params: { page_path: location.pathname + location.search, page_title: document.title },
  })
}
