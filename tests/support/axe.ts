import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's browser script, read once per process. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core's WCAG 2.1 A/AA violations of the page as it is now, one line each (rule, and up to
 * three of the elements). The site has no frames, so axe runs in the page itself: its script is
 * added once per loaded page (again only after a navigation), and only violations are gathered.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    resultTypes: ['violations'],
  }
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }
    const results = await axe.run(document, runOptions)
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  }, options)
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(' | ')})`)
}
