import { AxeBuilder } from '@axe-core/playwright'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage, type ViewportName } from '../support/browser'
import { siteContent } from '../support/site'

/** Every page of the site, and the not-found page. */
const routes = [...siteContent().pages.map((page) => page.route), '/this-page-does-not-exist']

/**
 * axe-core's WCAG 2.1 A/AA rules on every page at one size. One file per size, so that the two
 * run side by side.
 */
export function checkEveryPageWithAxe(viewport: ViewportName) {
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
