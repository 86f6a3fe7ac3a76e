import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import {
  breakWebStorage,
  consoleErrors,
  eventNames,
  eventually,
  fakeApi,
  trackedEvents,
} from './support'

const PHONE = '(800) 555-0142'
const GUIDE = '/resources/stop-foreclosure-checklist.html'
const env = useSiteInBrowser()

const popup = (page: Page) => page.getByRole('dialog', { name: /free foreclosure help/i })

async function leaveThroughTop(page: Page) {
  await page.mouse.move(600, 200)
  await page.mouse.move(600, -20, { steps: 4 })
}

async function scrollTo(page: Page, percent: number) {
  const target = await page.evaluate(
    (p) => ((document.documentElement.scrollHeight - innerHeight) * p) / 100,
    percent,
  )
  const current = await page.evaluate(() => scrollY)
  await page.mouse.move(300, 400)
  await page.mouse.wheel(0, target - current)
  await eventually(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(target - 30)
}

async function fillMiniForm(page: Page) {
  const dialog = popup(page)
  await dialog.getByLabel('Full Name').fill('Jane Homeowner')
  await dialog.getByLabel('Phone Number').fill('(555) 123-4567')
  await dialog.getByLabel('Email Address').fill('jane@example.com')
}

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

  it('sends the lead with the guide, shows both toasts, opens the checklist and closes', async () => {
    const { context, page } = await openPage(env.browser)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    await page.route('**/api/leads', async (route) => {
      bodies.push(JSON.parse(route.request().postData()!))
      await held
      await route.fulfill({ status: 202, contentType: 'application/json', body: '{"id":"x"}' })
    })
    await page.goto(`${env.server.url}/services?ref=ad`)
    await leaveThroughTop(page)
    const dialog = popup(page)
    await eventually(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true)
    await fillMiniForm(page)
    const newTab = context.waitForEvent('page')
    await dialog.getByRole('button', { name: /consultation/i }).click()
    const submitting = dialog.getByRole('button', { name: 'Submitting...' })
    await eventually(() => submitting.isDisabled()).toBe(true)
    release()

    await eventually(() => page.getByText('Request received!').isVisible()).toBe(true)
    expect(await page.getByText('We’ll reach out shortly.').isVisible()).toBe(true)
    expect(await page.getByText('Download: Stop Foreclosure Checklist').isVisible()).toBe(true)
    expect(await page.getByText('Your download is ready.').isVisible()).toBe(true)
    expect(new URL((await newTab).url()).pathname).toBe(GUIDE)
    await eventually(() => dialog.isVisible()).toBe(false)
    expect(bodies).toEqual([
      {
        name: 'Jane Homeowner',
        phone: '(555) 123-4567',
        email: 'jane@example.com',
        source: 'exit-intent-popup',
        path: '/services',
        wantsGuide: 'Yes',
        website: '',
      },
    ])
    expect(await page.locator('dialog[data-exit-popup] input[name=name]').inputValue()).toBe('')
    const names = await eventNames(page)
    expect(names.filter((name) => name === 'form_start')).toHaveLength(1)
    expect(names.slice(names.indexOf('form_start'))).toEqual([
      'form_start',
      'form_submit',
      'conversion:Lead',
    ])
    const lead = (await trackedEvents(page)).find((e) => e.conversion_name === 'Lead')
    expect(lead).toMatchObject({ value: 50, currency: 'USD' })
    await context.close()
  })

  it('sends wantsGuide "No" without the download when the opt-in is unticked', async () => {
    const { context, page } = await openPage(env.browser)
    const bodies = await fakeApi(page, 'leads', { status: 202 })
    await page.goto(`${env.server.url}/`)
    await leaveThroughTop(page)
    await eventually(() => popup(page).isVisible()).toBe(true)
    await fillMiniForm(page)
    await popup(page).getByRole('checkbox').uncheck()
    let opened = false
    context.on('page', () => (opened = true))
    await popup(page)
      .getByRole('button', { name: /consultation/i })
      .click()
    await eventually(() => page.getByText('Request received!').isVisible()).toBe(true)
    expect(bodies[0]).toMatchObject({ wantsGuide: 'No', path: '/' })
    expect(await page.getByText('Download: Stop Foreclosure Checklist').count()).toBe(0)
    expect(opened).toBe(false)
    await context.close()
  })

  for (const answer of [{ status: 500 }, 'down'] as const) {
    const what = answer === 'down' ? 'the API is unreachable' : 'the API answers 500'
    it(`keeps the fields and offers the phone when ${what}`, async () => {
      const { context, page } = await openPage(env.browser)
      const errors = consoleErrors(page)
      await fakeApi(page, 'leads', answer)
      await page.goto(`${env.server.url}/`)
      await leaveThroughTop(page)
      await eventually(() => popup(page).isVisible()).toBe(true)
      await fillMiniForm(page)
      await popup(page)
        .getByRole('button', { name: /consultation/i })
        .click()
      // Inside the modal popup, where it is seen and announced (the page behind is inert).
      const toast = popup(page).getByRole('listitem').filter({ hasText: 'Something went wrong' })
      await eventually(() => toast.isVisible()).toBe(true)
      expect(await toast.getByText(`Please try again or call ${PHONE}`).isVisible()).toBe(true)
      expect(await popup(page).isVisible()).toBe(true)
      expect(await popup(page).getByLabel('Email Address').inputValue()).toBe('jane@example.com')
      expect(
        await popup(page)
          .getByRole('button', { name: /consultation/i })
          .isEnabled(),
      ).toBe(true)
      expect(errors.join('\n')).toMatch(/Lead submission failed/)
      expect(await eventNames(page)).not.toContain('form_submit')
      await context.close()
    })
  }

  it('checks the required fields natively before sending anything', async () => {
    const { context, page } = await openPage(env.browser)
    const bodies = await fakeApi(page, 'leads', { status: 202 })
    await page.goto(`${env.server.url}/`)
    await leaveThroughTop(page)
    await eventually(() => popup(page).isVisible()).toBe(true)
    await fillMiniForm(page)
    await popup(page).getByLabel('Email Address').fill('not-an-email')
    await popup(page)
      .getByRole('button', { name: /consultation/i })
      .click()
    await page.waitForTimeout(300)
    expect(bodies).toEqual([])
    expect(
      await popup(page)
        .getByLabel('Email Address')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true)
    await context.close()
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
