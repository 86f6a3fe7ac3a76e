import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { intro, openEditor, patiently, type EditorEnv } from './editor-page'

const CHICAGO = 'content/pages/chicago.yaml'
const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]')

/** The button that opens block `index`'s form in the block list (the first is the drag handle). */
const blockRow = (page: Page, index: number) =>
  page
    .getByRole('list', { name: 'Blocks' })
    .getByRole('listitem')
    .nth(index)
    .getByRole('button')
    .nth(1)

/** Where block `index` is in the preview's window: its top, the window's size and scroll. */
const placeInPreview = (page: Page, index: number) =>
  preview(page)
    .locator(`[data-edit-block="${index}"]`)
    .evaluate((block) => ({
      top: Math.round(block.getBoundingClientRect().top),
      height: window.innerHeight,
      width: window.innerWidth,
      scrolled: window.scrollY,
    }))

/** The preview: selecting a block there and here, its widths, and the problems list. */
export function previewCases(env: EditorEnv) {
  it('a block chosen in the list is scrolled to in the preview and kept in view at a phone’s width; a click in the preview opens its form', async () => {
    const { server, browser } = env()
    const { page } = await openEditor(browser, server.url, 'content/pages/index.yaml')
    const count = await preview(page).locator('[data-edit-block]').count()
    const middle = Math.floor(count / 2)
    await blockRow(page, middle).click()
    await expect
      .poll(() => placeInPreview(page, middle), patiently)
      .toSatisfy(({ top, height, scrolled }) => scrolled > 0 && top >= 0 && top < height / 3)
    await page.getByRole('button', { name: 'Phone' }).click()
    await expect
      .poll(() => placeInPreview(page, middle), patiently)
      .toSatisfy(({ top, height, width }) => width === 390 && top >= 0 && top < height / 3)
    await page.getByRole('button', { name: 'Desktop' }).click()

    await preview(page).locator('[data-edit-block="1"]').click()
    const form = page.getByRole('region', { name: /^Block 2: / })
    await form.waitFor({ timeout: 30_000 })
    const row = page.getByRole('list', { name: 'Blocks' }).getByRole('listitem').nth(1)
    expect(await row.getByRole('button', { name: /./ }).nth(1).getAttribute('aria-current')).toBe(
      'true',
    )
    await page.close()
  })

  it('a block chosen while the preview is still loading is where the preview opens', async () => {
    const { server, browser } = env()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { page } = await openEditor(browser, server.url, CHICAGO, (page) =>
      page.route(
        (url) => url.pathname === '/renderer/styles.css',
        async (route) => {
          await held
          await route.continue()
        },
      ),
    )
    const middle = Math.floor((await preview(page).locator('[data-edit-block]').count()) / 2)
    const loaded = () =>
      preview(page)
        .locator('html')
        .evaluate(() => document.readyState)
    await blockRow(page, middle).click()
    await expect
      .poll(() => blockRow(page, middle).getAttribute('aria-current'), patiently)
      .toBe('true')
    expect(await loaded()).not.toBe('complete')

    release()
    await expect.poll(loaded, patiently).toBe('complete')
    const place = await placeInPreview(page, middle)
    expect(place.scrolled).toBeGreaterThan(0)
    expect(place.top).toBeGreaterThanOrEqual(0)
    expect(place.top).toBeLessThan(place.height / 3)
    await page.close()
  })

  it('switches the preview between a phone’s and a desktop’s width', async () => {
    const { server, browser } = env()
    const { page } = await openEditor(browser, server.url, CHICAGO)
    const width = () =>
      preview(page)
        .locator('html')
        .evaluate(() => window.innerWidth)
    expect(await width()).toBe(1280)
    await page.getByRole('button', { name: 'Phone' }).click()
    await expect.poll(width, patiently).toBe(390)
    expect(await page.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await page.getByRole('button', { name: 'Desktop' }).click()
    await expect.poll(width, patiently).toBe(1280)
    await page.close()
  })

  it('a problem in the list takes the marketer to its field', async () => {
    const { server, browser } = env()
    const { page } = await openEditor(browser, server.url, CHICAGO)
    const id = await intro(page).getAttribute('id')
    await intro(page).fill(`${await intro(page).inputValue()} Also Houston.`)
    const problems = page.getByRole('region', { name: 'Problems' })
    const houston = problems.getByRole('button', { name: /Houston/ })
    await houston.first().waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Page settings' }).click()
    expect(await intro(page).count()).toBe(0)

    await houston.first().click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), patiently).toBe(id)
    expect(await intro(page).isVisible()).toBe(true)
    await page.close()
  })
}
