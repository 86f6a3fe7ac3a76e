import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage, type ViewportName } from '../support/browser'
import { wcagViolations } from '../support/axe'
import { siteContent } from '../support/site'

/** Every page of the site, and the not-found page. */
export const everyRoute = [
  ...siteContent().pages.map((page) => page.route),
  '/this-page-does-not-exist',
]

/**
 * axe-core's WCAG 2.1 A/AA rules on the given pages at one size, each page loaded afresh in one
 * tab. What a page's own content can get wrong (names, alt texts, headings, contrast) shows at
 * any size and is checked on every page at one; what a size changes (the frame, each block's
 * layout) is the same for pages of a kind, checked at the phone size on one page of each kind
 * with that size's other checks (tests/frame/call-always-in-reach.test.ts).
 */
export function checkPagesWithAxe(viewport: ViewportName, routes: string[]) {
  const env = useSiteInBrowser()
  describe(`axe-core WCAG 2.1 A/AA at the ${viewport} size`, () => {
    let page: Page
    beforeAll(async () => {
      page = (await openPage(env.browser, viewport)).page
    })
    afterAll(() => page?.context().close())

    it.each(routes)('%s has no violations', async (route) => {
      await page.goto(env.server.url + route, { waitUntil: 'load' })
      expect(await wcagViolations(page)).toEqual([])
    })
  })
}
