import { SCROLL_DEPTHS } from '../../lib/analytics/events'
import { trackEvent } from '../../lib/analytics/track'
import { onScroll, scrolledPercent } from './scroll'

/** Reports 25, 50, 75 and 100 % scroll depth, each once per page view. */
export function trackScrollDepth() {
  const remaining: number[] = [...SCROLL_DEPTHS]
  const stop = onScroll(() => {
    const percent = scrolledPercent()
    while (remaining.length > 0 && percent >= remaining[0]!) {
      const depth = remaining.shift()!
      trackEvent('scroll_depth', {
        category: 'engagement',
        label: `${depth}%`,
        value: depth,
        params: { percent_scrolled: depth, page_path: location.pathname },
      })
    }
    if (remaining.length === 0) stop()
  })
}
