import { startAnalytics } from '../../lib/analytics/start'
import { startIslands } from './islands'
import { enhanceDrawer } from './drawer'
import { watchCallBar } from './call-bar'
import { readSiteConfig } from './site-config'
import { trackPhoneClicks } from './phone-clicks'
import { trackScrollDepth } from './scroll-depth'
import { armExitIntent } from './exit-intent'

/** Runs on every page: small, React-free; React loads only when an island hydrates. */
export function boot() {
  const config = readSiteConfig(document)
  if (config) startAnalytics(config.analytics)
  trackPhoneClicks(document)
  trackScrollDepth()
  startIslands(document)
  enhanceDrawer(document)
  watchCallBar(document)
  if (config) armExitIntent(config)
  const year = document.querySelector('[data-current-year]')
  if (year) year.textContent = String(new Date().getFullYear())
  if (document.querySelector('[data-not-found]'))
    console.error('404 Error: User attempted to access non-existent route:', location.pathname)
}
