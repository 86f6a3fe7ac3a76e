import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import { eventually, fakeApi, routesWith } from './support'
import { leaveThroughTop, popup, scrollTo } from './popup-support'

const contactRoute = routesWith('contact-form')[0]!
const env = useSiteInBrowser()

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
})
