import { startIslands } from './islands'
import { enhanceDrawer } from './drawer'

/** Runs on every page: small, React-free; React loads only when an island hydrates. */
export function boot() {
  startIslands(document)
  enhanceDrawer(document)
  const year = document.querySelector('[data-current-year]')
  if (year) year.textContent = String(new Date().getFullYear())
  if (document.querySelector('[data-not-found]'))
    console.error('404 Error: User attempted to access non-existent route:', location.pathname)
}
