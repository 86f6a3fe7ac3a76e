import { AxeBuilder } from '@axe-core/playwright'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage, type ViewportName } from '../support/browser'
import { siteContent } from '../support/site'

/** Every page of the site, and the not-found page. */
export const everyRoute = [
  ...siteContent().pages.map((page) => page.route),
  '/this-page-does-not-exist',
]

/**
 * axe-core's WCAG 2.1 A/AA rules on the given pages at one size. What a page's own content can
 * get wrong (names, alt texts, headings, contrast) shows at any size and is checked on every page
 * at one; what a size changes (the frame, each block's layout) is the same for pages of a kind.
 */
export function checkPagesWithAxe(viewport: ViewportName, routes: string[]) {
  const env = useSiteInBrowser()
  describe(`axe-core WCAG 2.1 A/AA at the ${viewport} size`, () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = (await openPage(env.browser, viewport)).context
    })
    afterAll(() => context?.close())

    it.each(routes)('%s has no violations', async (route) => {
      const page = await context.newPage()
      await page.goto(env.server.url + route, { waitUntil: 'load' })
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      await page.close()
      const summary = violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')})`,
      )
      expect(summary).toEqual([])
    })
  })
}
