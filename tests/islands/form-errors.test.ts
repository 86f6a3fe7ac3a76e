import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openIsland, skipExitPopup, useSiteInBrowser } from '../support/session'
import { eventually, fakeApi, routesWith } from './support'
import { openPage, type ViewportName } from '../support/browser'
import { fillMiniForm, popup, scrollTo, submitButton } from './popup-support'

const contactRoute = routesWith('contact-form')[0]!
// Shown with a capital first letter (CSS); the text is the API's.
const PHONE_RULE = 'must be a phone number with at least 7 digits'
const TOO_LONG = '1'.repeat(41)
const env = useSiteInBrowser()

/** Answers `/api/<name>` with each status in turn; a 422 names the phone, as the API does. */
async function answerInTurn(page: Page, name: string, statuses: number[]) {
  const bodies: unknown[] = []
  await page.route(`**/api/${name}`, async (route) => {
    bodies.push(JSON.parse(route.request().postData()!))
    const status = statuses.shift() ?? 202
    const errors = [{ field: 'phone', message: 'must be a phone number with at least 7 digits' }]
    const body =
      status === 422 ? { errors } : status < 300 ? { id: 'x' } : { error: 'Server error' }
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
  })
  return bodies
}

/** The field is marked invalid, described by the message under it, and has the focus. */
async function expectFieldError(field: Locator, message: string) {
  await eventually(() => field.getAttribute('aria-invalid')).toBe('true')
  const describedBy = (await field.getAttribute('aria-describedby'))!
  expect(await field.page().locator(`[id="${describedBy}"]`).textContent()).toBe(message)
  // The focus moves in an effect after the render that marks the field.
  await eventually(() => field.evaluate((input) => input === document.activeElement)).toBe(true)
}

/** The contact form, hydrated, with name and e-mail filled in. */
async function openContactForm(viewport: ViewportName = 'desktop') {
  const { context, page } = await openIsland(env, contactRoute, 'contact-form', viewport)
  await page.getByLabel('Full Name').fill('John Owner')
  await page.getByLabel('Email Address').fill('john@example.com')
  return { context, page }
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' })

describe('input mistakes are shown at the field, failures as failures', () => {
  it('contact form: checks the phone by the API rule before sending, under the field', async () => {
    const { context, page } = await openContactForm('phone')
    const bodies = await fakeApi(page, 'messages', { status: 202 })
    const phone = page.getByLabel('Phone Number')
    for (const typed of ['call me', '12345']) {
      await phone.fill(typed)
      await send(page).click()
      await expectFieldError(phone, PHONE_RULE)
    }
    // Too long, digits or not: worded as the API words it, not as too few digits.
    const tooLong = await apiPhoneMessage(TOO_LONG)
    expect(tooLong).toBe('must be at most 40 characters')
    await phone.fill(TOO_LONG)
    await send(page).click()
    await expectFieldError(phone, tooLong)
    expect(bodies).toEqual([])
    expect(await page.getByText('Error Sending Message').count()).toBe(0)
    await phone.fill('(555) 123-4567')
    expect(await phone.getAttribute('aria-invalid')).toBeNull()
    await send(page).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    expect(bodies).toHaveLength(1)
    await context.close()
  })

  it("contact form: shows the API's 422 under the field, not the failure toast", async () => {
    const { context, page } = await openContactForm()
    await answerInTurn(page, 'messages', [422])
    await page.getByLabel('Phone Number').fill('555 123 4567')
    await send(page).click()
    await expectFieldError(page.getByLabel('Phone Number'), PHONE_RULE)
    await page.waitForTimeout(300)
    expect(await page.getByText('Error Sending Message').count()).toBe(0)
    // The message under the phone leaves the name beside it as it was (two columns on desktop).
    const top = (label: string) => page.getByLabel(label).evaluate((e) => e.getBoundingClientRect())
    const [name, phone] = [await top('Full Name'), await top('Phone Number')]
    expect([name.top, name.height]).toEqual([phone.top, phone.height])
    await context.close()
  })

  it('contact form: a success after a failure takes the error toast away', async () => {
    const { context, page } = await openContactForm()
    await answerInTurn(page, 'messages', [500, 202])
    await page.getByLabel('Phone Number').fill('555 123 4567')
    await send(page).click()
    await eventually(() => page.getByText('Error Sending Message').isVisible()).toBe(true)
    await send(page).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    // Gone at once, not when its own time runs out (4 s after it showed).
    const errorToasts = () => page.getByText('Error Sending Message').count()
    await expect.poll(errorToasts, { timeout: 1_500, interval: 50 }).toBe(0)
    await context.close()
  })

  it('announces the message under a field that keeps the focus, once', async () => {
    const { context, page } = await openContactForm()
    const phone = page.getByLabel('Phone Number')
    // Enter in the phone field: the focus stays there, so the message itself is announced.
    await phone.fill('call me')
    await phone.press('Enter')
    await expectFieldError(phone, PHONE_RULE)
    expect(await page.getByRole('alert').filter({ hasText: PHONE_RULE }).count()).toBe(1)
    // The button clicked: the focus moves to the field, which reads its message; no alert too.
    await phone.fill('12345')
    await send(page).click()
    await expectFieldError(phone, PHONE_RULE)
    expect(await page.getByRole('alert').filter({ hasText: PHONE_RULE }).count()).toBe(0)
    await context.close()
  })

  it("two contact forms on a page: one's success leaves the other's error toast", async () => {
    const { context, page } = await openPage(env.browser)
    await skipExitPopup(context)
    await page.route(`**${contactRoute}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        '</body>',
        `<script>${copyContactForm}</script></body>`,
      )
      await route.fulfill({ response, body: html, headers: { 'content-type': 'text/html' } })
    })
    await answerInTurn(page, 'messages', [500, 202])
    await page.goto(env.server.url + contactRoute)
    const forms = page.locator('[data-island="contact-form"]')
    expect(await forms.count()).toBe(2)
    for (const form of await forms.all()) {
      await form.locator('form').scrollIntoViewIfNeeded()
      await eventually(() => form.getAttribute('data-hydrated')).toBe('true')
      await form.getByLabel('Full Name').fill('John Owner')
      await form.getByLabel('Phone Number').fill('555 123 4567')
      await form.getByLabel('Email Address').fill('john@example.com')
    }
    await forms.nth(0).getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByText('Error Sending Message').isVisible()).toBe(true)
    await forms.nth(1).getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    await page.waitForTimeout(1_000)
    expect(await page.getByText('Error Sending Message').isVisible()).toBe(true)
    await context.close()
  })

  it('popup: checks the phone before sending and shows the 422 under the field', async () => {
    const { context, page } = await openPopupOnPhone()
    const bodies = await answerInTurn(page, 'leads', [422])
    const phone = popup(page).getByLabel('Phone Number')
    await phone.fill('call me')
    await submitButton(page).click()
    await expectFieldError(phone, PHONE_RULE)
    expect(bodies).toEqual([])
    await phone.fill('555 123 4567')
    await submitButton(page).click()
    await expectFieldError(phone, PHONE_RULE)
    expect(bodies).toHaveLength(1)
    expect(await page.getByText('Something went wrong').count()).toBe(0)
    await context.close()
  })

  it('popup on a phone: a failure leaves the heading and the Close button uncovered', async () => {
    const { context, page } = await openPopupOnPhone()
    await fakeApi(page, 'leads', { status: 500 })
    await submitButton(page).click()
    await eventually(() => popup(page).getByText('Something went wrong').isVisible()).toBe(true)
    await page.waitForTimeout(600) // a toast has slid in by now
    const heading = popup(page).getByRole('heading')
    const close = popup(page).getByRole('button', { name: 'Close' })
    for (const part of [heading, close]) {
      const box = (await part.boundingBox())!
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      const onTop = await part.evaluate(
        (element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)),
        [x, y],
      )
      expect(onTop).toBe(true)
    }
    await context.close()
  })
})

/** The popup open on a 390 px phone, its form filled in. */
async function openPopupOnPhone() {
  const { context, page } = await openPage(env.browser, 'phone')
  await page.goto(`${env.server.url}/`)
  await scrollTo(page, 80)
  await eventually(() => popup(page).isVisible()).toBe(true)
  await fillMiniForm(page)
  return { context, page }
}

/** The lead API's own message for `phone` in a contact message otherwise valid. */
async function apiPhoneMessage(phone: string): Promise<string> {
  const response = await fetch(`${env.server.url}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'John Owner', phone, email: 'john@example.com' }),
  })
  const { errors } = (await response.json()) as { errors: { field: string; message: string }[] }
  return errors.find(({ field }) => field === 'phone')?.message ?? 'none'
}

/**
 * Run in the page before its islands start: a second contact-form island after the first, with
 * its own island id (as a second block of the page would have), its element ids to match.
 */
const copyContactForm = `
  const first = document.querySelector('[data-island="contact-form"]')
  const id = first.dataset.islandId
  const copy = first.cloneNode(true)
  copy.dataset.islandId = id + 'copy'
  copy.innerHTML = copy.innerHTML.replaceAll('island-' + id + '-', 'island-' + id + 'copy-')
  first.after(copy)
  const props = document.querySelector('script[data-island-props="' + id + '"]').cloneNode(true)
  props.dataset.islandProps = id + 'copy'
  document.body.append(props)
`
