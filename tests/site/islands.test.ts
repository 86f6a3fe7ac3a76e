import { describe, expect, it } from 'vitest'
import { skipExitPopup, useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import { siteContent } from '../support/site'

const content = siteContent()
const islandTypes = new Set(['calculator', 'contact-form'])
const pageWithoutIsland = content.pages.find((page) =>
  page.blocks.every((block) => !islandTypes.has(block.type)),
)!
const calculatorIndex = (blocks: { type: string }[]) =>
  blocks.findIndex((block) => block.type === 'calculator')
/** The page whose calculator sits lowest, so it starts out of view. */
const calculatorPage = content.pages
  .filter((page) => calculatorIndex(page.blocks) >= 0)
  .sort((a, b) => calculatorIndex(b.blocks) - calculatorIndex(a.blocks))[0]!
const env = useSiteInBrowser()

describe('islands in Chromium', () => {
  it(`hydrates the calculator only when scrolled into view, then it computes (${calculatorPage.route})`, async () => {
    const { context, page } = await openPage(env.browser)
    // Scrolling this far opens the exit-intent popup; this test is about the calculator.
    await skipExitPopup(context)
    const scripts: string[] = []
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(request.url()),
    )
    await page.goto(env.server.url + calculatorPage.route)
    await page.waitForLoadState('networkidle')
    const island = page.locator('[data-island="calculator"]')
    expect(await island.getAttribute('data-hydrated')).toBeNull()
    const loadedBeforeScroll = scripts.length
    await island.locator('> *').first().scrollIntoViewIfNeeded()
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true')
    expect(scripts.length).toBeGreaterThan(loadedBeforeScroll)

    await page.getByLabel(/home value/i).fill('500000')
    await page.getByLabel(/mortgage balance/i).fill('300000')
    await page.getByRole('button', { name: 'Calculate', exact: true }).click()
    await expect.poll(() => page.getByTestId('available-equity').textContent()).toBe('$100,000')
    expect(await page.getByTestId('total-equity').textContent()).toBe('$200,000')
    await context.close()
  })

  it(`loads only the small bootstrap on a page without islands (${pageWithoutIsland.route})`, async () => {
    const { context, page } = await openPage(env.browser)
    const scripts: string[] = []
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    )
    await page.goto(env.server.url + pageWithoutIsland.route)
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((path) => path.startsWith('/assets/'))).toBe(true)
    const reactLoaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /react-dom|hydrate/.test(entry.name)),
    )
    expect(reactLoaded).toBe(false)
    expect(await page.locator('[data-hydrated]').count()).toBe(0)
    await context.close()
  })

  it('logs the unknown path to the console on the not-found page', async () => {
    const { context, page } = await openPage(env.browser)
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto(`${env.server.url}/missing/page?x=1`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => messages.join('\n')).toContain('/missing/page')
    await expect.poll(() => page.getByRole('link', { name: 'Return to Home' }).count()).toBe(1)
    await context.close()
  })

  it('highlights the active navigation link: Home only on the root, others by prefix', async () => {
    const { context, page } = await openPage(env.browser)
    await page.goto(`${env.server.url}/services/cash-out-financing`)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('class')).toContain(
      'text-primary',
    )
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('class')).not.toContain(
      'text-primary',
    )
    await page.goto(`${env.server.url}/`)
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    await context.close()
  })

  it('shows friendly breadcrumb labels', async () => {
    const { context, page } = await openPage(env.browser)
    await page.goto(`${env.server.url}/services/cash-out-financing`)
    const crumbs = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allTextContents()
    expect(crumbs.map((c) => c.replace('/', '').trim())).toEqual([
      'Home',
      'Services',
      'Cash-Out Financing',
    ])
    await context.close()
  })
})
