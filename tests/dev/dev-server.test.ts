import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { blockTypes } from '../../blocks/schemas'
import { openPage } from '../support/browser'
import { copyOfContent, startDevServer, type DevServer } from '../support/dev-server'
import { skipExitPopup } from '../support/session'
import { connectBrowser } from '../support/shared-browser'

// A loaded machine can take a while to rebuild and reload: wait generously, assert no timing.
const patiently = { timeout: 60_000, interval: 250 }

/** Visible text of the page, or of Vite's error overlay when it is shown; '' while navigating. */
const visibleText = (page: Page) =>
  page
    .evaluate(() => {
      const overlay = document.querySelector('vite-error-overlay')?.shadowRoot?.textContent
      return overlay ? `OVERLAY ${overlay}` : document.body.innerText
    })
    .catch(() => '')

/**
 * The error overlay's text once the page served for a content problem shows `message` in it. The
 * overlay also shows on the page open before the problem, which reloads right after; only the page
 * loaded since is one whose client is sure to hear of the fix.
 */
async function errorPageWith(page: Page, message: string): Promise<string> {
  let text = ''
  const read = async () => {
    const title = await page.evaluate(() => document.title).catch(() => '')
    return title === 'Content problem' ? visibleText(page) : ''
  }
  await expect
    .poll(async () => (text = await read()), patiently)
    .toSatisfy((seen: string) => seen.startsWith('OVERLAY ') && seen.includes(message))
  return text
}

describe('npm run dev', () => {
  let server: DevServer
  let browser: Browser
  let file: string
  beforeAll(async () => {
    const root = copyOfContent()
    file = join(root, 'content/pages/miami.yaml')
    ;[server, browser] = await Promise.all([startDevServer(root), connectBrowser()])
    // Vite may optimise dependencies on the first visit and reload the page; that reload must
    // not cross the test's edits, so one visit comes first and the server's log is let settle.
    const { page, context } = await openPage(browser)
    await page.goto(`${server.url}/miami`, { waitUntil: 'networkidle', timeout: 120_000 })
    await context.close()
    for (let seen = ''; seen !== server.output();) {
      seen = server.output()
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  /**
   * /miami in a new page. Each load of the page connects to the dev server anew, and an edit
   * saved before that would reach no page: `connected()` waits until the page now shown has
   * connected, whichever load it is (a reload more than the edits made is harmless).
   */
  async function openMiami() {
    const { page } = await openPage(browser)
    await skipExitPopup(page.context())
    await page.addInitScript(() => {
      const debug = console.debug.bind(console)
      console.debug = (...args: unknown[]) => {
        if (args[0] === '[vite] connected.') Object.assign(window, { viteConnected: true })
        debug(...args)
      }
    })
    const isConnected = () => page.evaluate(() => 'viteConnected' in window).catch(() => false)
    // What a failure cannot show by itself: what the page and the server went through.
    const seen: string[] = []
    page.on('console', (message) => seen.push(`console: ${message.text()}`))
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push('(page loaded)'))
    onTestFailed(() => console.log(`${seen.join('\n')}\n\nServer:\n${server.output()}`))
    const connected = () => expect.poll(isConnected, patiently).toBe(true)
    await page.goto(`${server.url}/miami`, { timeout: 120_000 })
    return { page, connected }
  }

  it(
    'shows an edit, then a mistake with its position, then the fixed page, without a manual reload',
    { timeout: 300_000 },
    async () => {
      const original = readFileSync(file, 'utf8')
      const edit = (from: string, to: string) => writeFileSync(file, original.replace(from, to))
      const { page, connected } = await openMiami()
      expect(await page.locator('h1').innerText()).toContain('Miami')
      await connected()

      try {
        edit('region: Miami-Dade', 'region: Miami-Dade Testville')
        await expect
          .poll(() => visibleText(page), patiently)
          .toContain('And all other Miami-Dade Testville communities')
        await connected()

        edit('region: Miami-Dade', 'region: "Miami-Dade Testville')
        const overlay = await errorPageWith(
          page,
          'content/pages/miami.yaml:17:13  this " opens a quoted text that is never closed',
        )
        expect(overlay).not.toMatch(/\bat \S+ \(/)
        expect(server.output()).toContain(
          'content/pages/miami.yaml:17:13  this " opens a quoted text',
        )
        expect(server.output()).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
        const other = await page.context().request.get(`${server.url}/chicago`)
        expect(other.status()).toBe(200)
        expect(await other.text()).toContain('Stop Foreclosure in Chicago')
        const broken = await page.context().request.get(`${server.url}/miami`)
        expect(broken.status()).toBe(500)
        expect(await broken.text()).toContain('content/pages/miami.yaml:17:13')
        await connected()

        edit('region: Miami-Dade', 'region: Miami-Dade Fixedville')
        await expect
          .poll(() => visibleText(page), patiently)
          .toContain('And all other Miami-Dade Fixedville communities')
        expect(await visibleText(page)).not.toMatch(/^OVERLAY/)
      } finally {
        // A failure half-way must not leave the next tests a broken page.
        writeFileSync(file, original)
      }
    },
  )

  it(
    'shows a site.yaml edit on the open page, then a mistake in it, then the fix',
    // Longer than its waits together: a wait that fails says why, and the file is put back
    // before the next test.
    { timeout: 300_000 },
    async () => {
      const siteFile = join(file, '../../site.yaml')
      const original = readFileSync(siteFile, 'utf8')
      // The shown number changes with the dialled one: the check refuses one without the other.
      const edit = (display: string, e164 = '+18005550142') =>
        writeFileSync(
          siteFile,
          original.replace('display: (800) 555-0142', display).replace('+18005550142', e164),
        )
      const { page, connected } = await openMiami()
      await connected()
      expect(await visibleText(page)).toContain('(800) 555-0142')
      try {
        edit('display: (800) 555-0199', '+18005550199')
        await expect.poll(() => visibleText(page), patiently).toContain('(800) 555-0199')
        expect(await visibleText(page)).not.toContain('(800) 555-0142')
        await connected()

        edit('display: "(800) 555-0199')
        await errorPageWith(page, 'content/site.yaml:6:12')
        await connected()
      } finally {
        writeFileSync(siteFile, original)
      }
      await expect.poll(() => visibleText(page), patiently).toContain('(800) 555-0142')
      expect(await visibleText(page)).not.toMatch(/^OVERLAY/)
    },
  )

  it('answers a URL that no page has with the not-found page and status 404', async () => {
    const response = await fetch(`${server.url}/no-such-page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
  })

  it('serves the block catalogue at /_blocks with every block type rendered', async () => {
    const { page } = await openPage(browser)
    await page.goto(`${server.url}/_blocks`, { timeout: 120_000 })
    const sections = page.locator('[data-catalogue-block]')
    expect(await sections.evaluateAll((all) => all.map((s) => s.id))).toEqual(blockTypes)
    for (const type of blockTypes) {
      const section = page.locator(`[data-catalogue-block="${type}"]`)
      expect((await section.locator('[data-preview]').innerText()).length, type).toBeGreaterThan(10)
      expect(await section.locator('[data-yaml]').innerText()).toContain(`type: ${type}`)
    }
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).not.toBe('rgba(0, 0, 0, 0)')
  })
})
