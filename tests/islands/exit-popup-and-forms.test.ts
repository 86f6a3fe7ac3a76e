import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import { eventually, fakeApi, holdContactIsland, routesWith } from './support'
import { leaveThroughTop, popup, scrollTo } from './popup-support'

const contactRoute = routesWith('contact-form')[0]!
const env = useSiteInBrowser()

/** Sets the contact form's fields without typing (as a password manager or autofill may do). */
async function setFields(page: Page, values: Record<string, string>) {
  await page.evaluate((entries) => {
    for (const [field, value] of entries)
      document.querySelector<HTMLInputElement>(`form [name=${field}]`)!.value = value
  }, Object.entries(values))
}

/** The contact page on a phone with the contact form hydrated (nothing typed: the popup is armed). */
async function openContactForm() {
  const { context, page } = await openPage(env.browser, 'phone')
  await page.goto(env.server.url + contactRoute)
  const island = page.locator('[data-island="contact-form"]').first()
  await island.scrollIntoViewIfNeeded()
  await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
  return { context, page, island }
}

describe('exit-intent popup and the forms of the page', () => {
  it('does not open once the visitor types in a form: the next letters stay in the field', async () => {
    const { context, page } = await openPage(env.browser, 'phone')
    await page.clock.install()
    await page.goto(env.server.url + contactRoute)
    const name = page.locator('[data-island="contact-form"]').getByLabel('Full Name')
    await name.click()
    await page.keyboard.type('Jane Vis')
    await page.clock.fastForward(36_000)
    await page.waitForTimeout(1_000) // time for the popup's code to load, were it opening
    await page.keyboard.type('itor')
    expect(await name.inputValue()).toBe('Jane Visitor')
    await scrollTo(page, 80)
    await leaveThroughTop(page)
    await page.waitForTimeout(300)
    expect(await page.locator('dialog[data-exit-popup]').count()).toBe(0)
    // Only this page view: the flag is not written.
    expect(await page.evaluate(() => sessionStorage.getItem('exit_intent_shown'))).toBeNull()
    await context.close()
  })

  it('stays closed for the rest of the session once a form has been sent', async () => {
    const { context, page } = await openPage(env.browser, 'phone')
    await fakeApi(page, 'messages', { status: 202 })
    await page.goto(env.server.url + contactRoute)
    const island = page.locator('[data-island="contact-form"]').first()
    await island.scrollIntoViewIfNeeded()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    // Filled in without typing (as a password manager or autofill may do): only the send counts.
    await page.evaluate(() => {
      const values: Record<string, string> = {
        name: 'Jane Visitor',
        phone: '(555) 123-4567',
        email: 'jane@example.com',
      }
      for (const [field, value] of Object.entries(values))
        document.querySelector<HTMLInputElement>(`form [name=${field}]`)!.value = value
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    await scrollTo(page, 80)
    await leaveThroughTop(page)
    await page.waitForTimeout(300)
    expect(await page.locator('dialog[data-exit-popup]').count()).toBe(0)

    await page.goto(`${env.server.url}/`)
    await leaveThroughTop(page)
    await scrollTo(page, 80)
    await page.waitForTimeout(300)
    expect(await popup(page).count()).toBe(0)
    await context.close()
  })

  it('counts only a send that went through: not one the phone check refuses, nor a failed one', async () => {
    const { context, page, island } = await openContactForm()
    await fakeApi(page, 'messages', { status: 500 })
    await setFields(page, { name: 'Jane Visitor', phone: 'call me', email: 'jane@example.com' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    const phone = island.getByLabel('Phone Number')
    await eventually(() => phone.getAttribute('aria-invalid')).toBe('true')
    await setFields(page, { phone: '(555) 123-4567' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByText('Error Sending Message').isVisible()).toBe(true)
    expect(await page.evaluate(() => sessionStorage.getItem('exit_intent_shown'))).toBeNull()

    await page.goto(`${env.server.url}/`)
    await scrollTo(page, 80)
    await eventually(() => popup(page).isVisible()).toBe(true)
    await context.close()
  })

  it('stays closed on the thank-you page after a plain post made before the island hydrated', async () => {
    const { context, page } = await openPage(env.browser)
    const islandScript = await holdContactIsland(page)
    await page.goto(env.server.url + contactRoute, { waitUntil: 'domcontentloaded' })
    const island = page.locator('[data-island="contact-form"]').first()
    await island.scrollIntoViewIfNeeded()
    await eventually(() => islandScript.requested()).toBe(true)
    await island.getByLabel('Full Name').fill('Jane Plain')
    await island.getByLabel('Phone Number').fill('(555) 123-4567')
    await island.getByLabel('Email Address').fill('jane@example.com')
    expect(await island.getAttribute('data-hydrated')).toBeNull()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(`${env.server.url}/thank-you`)
    islandScript.release()
    await leaveThroughTop(page)
    await scrollTo(page, 80)
    await page.waitForTimeout(1_000) // time for the popup's code to load, were it opening
    expect(await page.locator('dialog[data-exit-popup]').count()).toBe(0)
    await context.close()
  })
})
