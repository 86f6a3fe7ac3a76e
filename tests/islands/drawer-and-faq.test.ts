import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipExitPopup, useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import { siteContent } from '../support/site'
import { eventually } from './support'

const faqRoute = siteContent().pages.find((page) =>
  page.blocks.some((block) => block.type === 'faq' && block.variant === 'accordion'),
)!.route
const env = useSiteInBrowser()

async function phonePage(javaScriptEnabled = true) {
  const opened = await openPage(env.browser, 'phone', { javaScriptEnabled })
  await skipExitPopup(opened.context)
  await opened.page.goto(`${env.server.url}/about`)
  return opened
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const focusIsInDrawer = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('dialog[data-drawer]'))
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'))

describe('mobile drawer menu', () => {
  it('opens from the right with the keyboard, traps focus, and Escape returns focus', async () => {
    const { context, page } = await phonePage()
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await eventually(() => drawer(page).isVisible()).toBe(true)
    expect(await focusIsInDrawer(page)).toBe(true)
    await eventually(async () => {
      const box = await drawer(page).boundingBox()
      return box && Math.round(box.x + box.width)
    }).toBe(390)

    const stops = await drawer(page).locator('a, button').count()
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab')
      const outside = await page.evaluate(() => {
        const active = document.activeElement
        return !!active && active !== document.body && !active.closest('dialog[data-drawer]')
      })
      expect(outside, `focus left the drawer after ${i + 1} Tab presses`).toBe(false)
    }
    await page.keyboard.press('Escape')
    await eventually(() => drawer(page).isVisible()).toBe(false)
    expect(await focusedLabel(page)).toBe('Open menu')
    await context.close()
  })

  it('closes with its close button and on the backdrop', async () => {
    const { context, page } = await phonePage()
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    await eventually(() => drawer(page).isVisible()).toBe(true)
    await drawer(page).getByRole('button', { name: 'Close menu' }).click()
    await eventually(() => drawer(page).isVisible()).toBe(false)
    expect(await focusedLabel(page)).toBe('Open menu')
    await opener.click()
    await eventually(() => drawer(page).isVisible()).toBe(true)
    await page.mouse.click(20, 400)
    await eventually(() => drawer(page).isVisible()).toBe(false)
    await context.close()
  })

  it('closes as soon as a link is chosen', async () => {
    const { context, page } = await phonePage()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await eventually(() => drawer(page).isVisible()).toBe(true)
    // Keep the page from leaving, so the drawer's state can be read after the choice.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) event.preventDefault()
      }),
    )
    await drawer(page).getByRole('link', { name: 'Services' }).click()
    await eventually(() => drawer(page).isVisible()).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/about')
    await context.close()
  })

  it('opens and closes without JavaScript', async () => {
    const { context, page } = await phonePage(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await eventually(() => drawer(page).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await eventually(() => drawer(page).isVisible()).toBe(false)
    await context.close()
  })
})

describe(`FAQ accordion (${faqRoute})`, () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`keeps one answer open at a time${javaScriptEnabled ? '' : ', without JavaScript'}`, async () => {
      const { context, page } = await openPage(env.browser, 'desktop', { javaScriptEnabled })
      await skipExitPopup(context)
      await page.goto(env.server.url + faqRoute)
      const items = page.locator('[data-faq]').first().locator('details')
      const openItems = () =>
        items.evaluateAll((all) =>
          all.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])),
        )
      expect(await openItems()).toEqual([])
      await items.nth(0).locator('summary').click()
      expect(await openItems()).toEqual([0])
      await items.nth(1).locator('summary').click()
      expect(await openItems()).toEqual([1])
      await items.nth(1).locator('summary').click()
      expect(await openItems()).toEqual([])
      await items.nth(0).locator('summary').focus()
      await page.keyboard.press('Enter')
      expect(await openItems()).toEqual([0])
      await context.close()
    })
  }
})
