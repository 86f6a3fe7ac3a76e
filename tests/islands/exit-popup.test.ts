import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import { breakWebStorage, consoleErrors, eventually, fakeApi } from './support'

import { fillMiniForm, leaveThroughTop, popup, scrollTo } from './popup-support'

const env = useSiteInBrowser()

describe('exit-intent popup', () => {
  it('opens after 35 seconds, once per session: a second page does not show it', async () => {
    const { context, page } = await openPage(env.browser)
    await page.clock.install()
    await page.goto(`${env.server.url}/`)
    await page.clock.fastForward(34_000)
    expect(await popup(page).count()).toBe(0)
    await page.clock.fastForward(1_500)
    await eventually(() => popup(page).isVisible()).toBe(true)
    expect(await page.evaluate(() => sessionStorage.getItem('exit_intent_shown'))).not.toBeNull()
    await eventually(() =>
      popup(page)
        .getByText(/within 2 hours/)
        .count(),
    ).toBe(1)

    await page.goto(`${env.server.url}/about`)
    await page.clock.fastForward(60_000)
    await leaveThroughTop(page)
    await page.keyboard.press('End')
    await page.waitForTimeout(300)
    expect(await page.locator('dialog[data-exit-popup]').count()).toBe(0)
    await context.close()
  })

  it('opens on scrolling past 60 % of the page, not before', async () => {
    const { context, page } = await openPage(env.browser)
    await page.goto(`${env.server.url}/`)
    await scrollTo(page, 50)
    await page.waitForTimeout(300)
    expect(await popup(page).count()).toBe(0)
    await scrollTo(page, 70)
    await eventually(() => popup(page).isVisible()).toBe(true)
    await context.close()
  })

  it('opens when the mouse leaves through the top, loading its code only then', async () => {
    const { context, page } = await openPage(env.browser)
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto(`${env.server.url}/`)
    await page.waitForLoadState('networkidle')
    const before = scripts.length
    await page.mouse.move(600, 400)
    await page.mouse.move(1300, 400, { steps: 4 })
    await page.waitForTimeout(300)
    expect(await popup(page).count()).toBe(0)
    expect(scripts.length).toBe(before)
    await leaveThroughTop(page)
    await eventually(() => popup(page).isVisible()).toBe(true)
    expect(scripts.length).toBeGreaterThan(before)
    await context.close()
  })

  it('closes on the close button, on Escape and on a click on the backdrop', async () => {
    for (const dismiss of ['button', 'escape', 'backdrop'] as const) {
      const { context, page } = await openPage(env.browser)
      await page.goto(`${env.server.url}/`)
      await leaveThroughTop(page)
      await eventually(() => popup(page).isVisible()).toBe(true)
      await eventually(() => popup(page).getByLabel('Full Name').count()).toBe(1)
      if (dismiss === 'button') await popup(page).getByRole('button', { name: 'Close' }).click()
      if (dismiss === 'escape') await page.keyboard.press('Escape')
      if (dismiss === 'backdrop') await page.mouse.click(10, 10)
      await eventually(() => popup(page).isVisible(), dismiss).toBe(false)
      await context.close()
    }
  })

  it('works when web storage throws: it opens and sends, with no page error', async () => {
    const { context, page } = await openPage(env.browser)
    await breakWebStorage(context)
    const errors = consoleErrors(page)
    const bodies = await fakeApi(page, 'leads', { status: 202 })
    await page.goto(`${env.server.url}/`)
    await leaveThroughTop(page)
    await eventually(() => popup(page).isVisible()).toBe(true)
    await fillMiniForm(page)
    await popup(page).getByRole('checkbox').uncheck()
    await popup(page)
      .getByRole('button', { name: /consultation/i })
      .click()
    await eventually(() => page.getByText('Request received!').isVisible()).toBe(true)
    expect(bodies).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens on a phone when scrolled, and fits the screen', async () => {
    const { context, page } = await openPage(env.browser, 'phone')
    await page.goto(`${env.server.url}/`)
    await scrollTo(page, 80)
    await eventually(() => popup(page).isVisible()).toBe(true)
    const box = (await popup(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await context.close()
  })
})
