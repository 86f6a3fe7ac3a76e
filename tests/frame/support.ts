import type { Browser, Page } from 'playwright-core'
import { skipExitPopup } from '../support/session'

/** The two sizes of the phone review: a 390 × 844 phone and a 1440 × 900 desktop. */
export const sizes = {
  phone: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
} as const
export type SizeName = keyof typeof sizes

/** One route of each kind of page the site has. */
export const pageTypes = [
  '/',
  '/services',
  '/services/cash-out-financing',
  '/how-it-works',
  '/about',
  '/blog',
  '/blog/stop-foreclosure-guide',
  '/case-studies',
  '/testimonials',
  '/contact',
  '/california',
  '/chicago',
  '/stop-foreclosure-fast',
  '/privacy',
  '/no-such-page',
]

/** A page at one of the review sizes, with the exit-intent popup kept out of the way. */
export async function openAt(browser: Browser, url: string, size: SizeName): Promise<Page> {
  const phone = size === 'phone'
  const context = await browser.newContext({
    viewport: sizes[size],
    isMobile: phone,
    hasTouch: phone,
  })
  await skipExitPopup(context)
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  return page
}

/** Scrolls to `fraction` of the scrollable height, at once (no smooth scrolling). */
export const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((f) => {
    document.documentElement.style.scrollBehavior = 'auto'
    window.scrollTo(0, f * (document.documentElement.scrollHeight - innerHeight))
  }, fraction)

/**
 * The tel: links a visitor can tap right now: wholly inside the viewport, visible, not inert,
 * and the topmost element at their centre (nothing covers them).
 */
export const tappableCallLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect()
        if (box.width === 0 || box.top < 0 || box.left < 0) return false
        if (box.bottom > innerHeight || box.right > innerWidth) return false
        if (getComputedStyle(link).visibility !== 'visible' || link.closest('[inert]')) return false
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return !!top && link.contains(top)
      })
      .map((link) => link.dataset.context ?? 'general'),
  )
