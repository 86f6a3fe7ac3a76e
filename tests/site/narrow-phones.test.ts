import { expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { siteContent } from '../support/site'

/** The narrowest phones in use, and the common one. */
const WIDTHS = [320, 390]
const routes = siteContent().pages.map((page) => page.route)

const env = useSiteInBrowser()

/**
 * What spills out on this page at `width`: the page itself sideways, or a button's or a link's
 * text. A phone widens its window to a page wider than the screen (innerWidth follows the page),
 * so the page is measured against the width of the screen.
 */
function spills(width: number): string[] {
  const found: string[] = []
  const { scrollWidth } = document.documentElement
  if (scrollWidth > width) found.push(`the page is ${scrollWidth}px wide`)
  // The skip link is hidden (sr-only) until it has focus.
  for (const element of document.querySelectorAll<HTMLElement>('a:not(.sr-only), button')) {
    const { display } = getComputedStyle(element)
    if (display === 'inline' || display === 'none' || element.clientWidth === 0) continue
    if (element.scrollWidth > element.clientWidth + 1)
      found.push(
        `"${element.innerText.trim()}" needs ${element.scrollWidth}px of ${element.clientWidth}px`,
      )
  }
  return found
}

it('fits every page, its buttons and their labels into a narrow phone', async () => {
  const context = await env.browser.newContext({
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  })
  const page = await context.newPage()
  const problems: string[] = []
  // Without JavaScript a page's layout follows from its HTML, its CSS and the viewport alone:
  // each page is loaded once and laid out again at each width.
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
    await page.goto(env.server.url + route)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      for (const problem of await page.evaluate(spills, width))
        problems.push(`${route} at ${width}px: ${problem}`)
    }
  }
  await context.close()
  expect(problems).toEqual([])
}, 120_000)
