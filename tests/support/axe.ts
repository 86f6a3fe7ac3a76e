import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe-core's WCAG 2.1 A/AA violations of the page as it is now, one line each (rule, and up to
 * three of the elements). The site has no frames, so axe runs in the page itself (legacy mode:
 * no extra blank page per run), and only violations are gathered.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_21_AA }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  )
}
