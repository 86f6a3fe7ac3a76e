import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openIsland, skipExitPopup, useSiteInBrowser } from '../support/session'
import { openPage, type ViewportName } from '../support/browser'
import { eventNames, eventually, routesWith, trackedEvents } from './support'

const route = routesWith('calculator')[0]!
const env = useSiteInBrowser()

const openCalculator = (viewport: ViewportName = 'desktop') =>
  openIsland(env, route, 'calculator', viewport)

const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true })

describe(`home-equity calculator (${route})`, () => {
  it('is usable with the keyboard alone, and reports start once, use and completion', async () => {
    const { context, page, island } = await openCalculator()
    const home = island.getByLabel(/home value/i)
    await home.focus()
    await page.keyboard.type('500,000')
    expect(await calculate(page).isDisabled()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.type('300000')
    await page.keyboard.press('Tab')
    const slider = island.getByRole('slider')
    expect(await slider.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await slider.inputValue()).toBe('80')
    await page.keyboard.press('ArrowRight')
    expect(await slider.inputValue()).toBe('85')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await slider.inputValue()).toBe('75')
    await page.keyboard.press('Tab')
    expect(await calculate(page).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')

    // 500,000 × 75 % − 300,000
    await eventually(() => island.getByTestId('available-equity').textContent()).toBe('$75,000')
    expect(await island.getByTestId('total-equity').textContent()).toBe('$200,000')
    const names = (await eventNames(page)).filter((name) => name !== 'scroll_depth')
    expect(names).toEqual([
      'page_view',
      'calculator_start',
      'calculator_use',
      'conversion:CalculatorComplete',
    ])
    const completion = (await trackedEvents(page)).find((e) => e.event === 'conversion')
    expect(completion).toMatchObject({ value: 25, currency: 'USD' })

    const again = island.getByRole('button', { name: 'Calculate Again' })
    await again.focus()
    await page.keyboard.press('Enter')
    await eventually(() => home.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await home.inputValue()).toBe('')
    expect(await island.getByLabel(/mortgage balance/i).inputValue()).toBe('')
    expect(await slider.inputValue()).toBe('80')
    expect(await calculate(page).isDisabled()).toBe(true)
    await home.fill('1')
    expect((await eventNames(page)).filter((name) => name === 'calculator_start')).toHaveLength(1)
    await context.close()
  })

  it('keeps figures typed before the island finished loading', async () => {
    const { context, page } = await openPage(env.browser)
    await skipExitPopup(context)
    await page.goto(env.server.url + route)
    await page.waitForLoadState('networkidle')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/**', async (r) => {
      await held
      await r.continue()
    })
    const island = page.locator('[data-island="calculator"]').first()
    await island.getByLabel(/home value/i).fill('400000')
    await island.getByLabel(/mortgage balance/i).fill('100000')
    expect(await island.getAttribute('data-hydrated')).toBeNull()
    release()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    expect(await island.getByLabel(/home value/i).inputValue()).toBe('$400,000')
    await calculate(page).click()
    // 400,000 × 80 % − 100,000
    await eventually(() => island.getByTestId('available-equity').textContent()).toBe('$220,000')
    await context.close()
  })

  it('enables Calculate only with both amounts; non-numeric counts as 0; never below $0', async () => {
    const { context, page, island } = await openCalculator('phone')
    await island.getByLabel(/mortgage balance/i).fill('100000')
    expect(await calculate(page).isDisabled()).toBe(true)
    await island.getByLabel(/home value/i).fill('a lot')
    expect(await calculate(page).isEnabled()).toBe(true)
    await calculate(page).click()
    await eventually(() => island.getByTestId('available-equity').textContent()).toBe('$0')
    expect(await island.getByTestId('total-equity').textContent()).toBe('-$100,000')
    await context.close()
  })

  it('shows whole dollars at the slider ends (50 % and 95 %)', async () => {
    const { context, page, island } = await openCalculator()
    await island.getByLabel(/home value/i).fill('333,333')
    await island.getByLabel(/mortgage balance/i).fill('0')
    const slider = island.getByRole('slider')
    await slider.focus()
    await page.keyboard.press('End')
    expect(await slider.inputValue()).toBe('95')
    await calculate(page).click()
    // 333,333 × 0.95 = 316,666.35
    await eventually(() => island.getByTestId('available-equity').textContent()).toBe('$316,666')
    await island.getByRole('button', { name: 'Calculate Again' }).click()
    await island.getByLabel(/home value/i).fill('333,333')
    await island.getByLabel(/mortgage balance/i).fill('0')
    await slider.focus()
    await page.keyboard.press('Home')
    expect(await slider.inputValue()).toBe('50')
    await calculate(page).click()
    await eventually(() => island.getByTestId('available-equity').textContent()).toBe('$166,667')
    await context.close()
  })
})
