import type { PhoneClickRequest } from '../../contracts/lead-api'
import { trackConversion, trackEvent } from '../../lib/analytics/track'
import { readStorage, writeStorage } from './storage'

const ENDPOINT = '/api/phone-clicks'

function linkText(link: HTMLAnchorElement): string {
  const text = link.textContent.replace(/\s+/g, ' ').trim()
  return (text || link.getAttribute('aria-label') || link.href).slice(0, 200)
}

/** Counts the page's phone taps in localStorage (under a key naming the path). */
function countClick(path: string): number {
  const key = `phone_clicks:${path}`
  const count = (Number(readStorage('localStorage', key)) || 0) + 1
  writeStorage('localStorage', key, String(count))
  return count
}

/** Reports the tap without waiting; the call itself is never delayed or blocked. */
function report(click: PhoneClickRequest) {
  try {
    const body = new Blob([JSON.stringify(click)], { type: 'application/json' })
    navigator.sendBeacon(ENDPOINT, body)
  } catch {
    // A failed notification is ignored.
  }
}

function onClick(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href^="tel:"]')
  if (!link) return
  const path = location.pathname
  const context = link.dataset.context || 'general'
  const click: PhoneClickRequest = {
    path,
    linkText: linkText(link),
    href: link.getAttribute('href')!.slice(0, 200),
    context,
  }
  const count = countClick(path)
  trackEvent('phone_click', {
    category: 'contact',
    label: context,
    params: { phone_number: click.href.slice(4), link_text: click.linkText, click_count: count },
  })
  trackConversion('Contact', { custom: { context } })
  report(click)
}

/** Every tel: link of the page, present or added later, by one delegated listener. */
export function trackPhoneClicks(root: Document) {
  root.addEventListener('click', onClick, { capture: true, passive: true })
}
