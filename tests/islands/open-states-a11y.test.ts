import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipExitPopup, useSiteInBrowser } from '../support/session'
import { openPage, type ViewportName } from '../support/browser'
import { wcagViolations } from '../support/axe'
import { eventually, fakeApi, routesWith } from './support'

const env = useSiteInBrowser()

/**
 * axe-core WCAG 2.1 A/AA findings, once every toast has begun to show and every transition on the
 * page has finished. A toast is in the page, transparent, before sonner starts its entrance
 * transition: read then, its text has too little contrast.
 */
async function violations(page: Page): Promise<string[]> {
  const settling = () =>
    document.querySelectorAll('[data-sonner-toast]:not([data-mounted="true"])').length +
    document.getAnimations().length
  await eventually(() => page.evaluate(settling)).toBe(0)
  return wcagViolations(page)
}

async function fill(scope: Pick<Page, 'getByLabel'>) {
  await scope.getByLabel('Full Name').fill('Jane Homeowner')
  await scope.getByLabel('Phone Number').fill('(555) 123-4567')
  await scope.getByLabel('Email Address').fill('jane@example.com')
}

describe.each(['phone', 'desktop'] as ViewportName[])('open states at the %s size', (viewport) => {
  it('the popup with its failure message has no accessibility violation', async () => {
    const { context, page } = await openPage(env.browser, viewport)
    await fakeApi(page, 'leads', { status: 500 })
    await page.goto(`${env.server.url}/`)
    await page.mouse.wheel(0, 100_000)
    const dialog = page.getByRole('dialog', { name: /free foreclosure help/i })
    await eventually(() => dialog.isVisible()).toBe(true)
    await fill(dialog)
    await dialog.getByRole('button', { name: /consultation/i }).click()
    await eventually(() => dialog.getByText('Something went wrong').isVisible()).toBe(true)
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('the contact form with a field to correct has no accessibility violation', async () => {
    const { context, page } = await openPage(env.browser, viewport)
    await skipExitPopup(context)
    await page.goto(env.server.url + routesWith('contact-form')[0]!)
    const island = page.locator('[data-island="contact-form"]').first()
    await island.locator('> *').first().scrollIntoViewIfNeeded()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    await fill(page)
    await page.getByLabel('Phone Number').fill('call me')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByLabel('Phone Number').getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('the contact form with its toast has no accessibility violation', async () => {
    const { context, page } = await openPage(env.browser, viewport)
    await skipExitPopup(context)
    await fakeApi(page, 'messages', { status: 202 })
    await page.goto(env.server.url + routesWith('contact-form')[0]!)
    const island = page.locator('[data-island="contact-form"]').first()
    await island.locator('> *').first().scrollIntoViewIfNeeded()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    await fill(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    expect(await violations(page)).toEqual([])
    await context.close()
  })
})

it('the open drawer has no accessibility violation', async () => {
  const { context, page } = await openPage(env.browser, 'phone')
  await skipExitPopup(context)
  await page.goto(`${env.server.url}/services`)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await eventually(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true)
  expect(await violations(page)).toEqual([])
  await context.close()
})
