import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openIsland, useSiteInBrowser } from '../support/session'
import { type ViewportName } from '../support/browser'
import {
  consoleErrors,
  eventNames,
  eventually,
  fakeApi,
  routesWith,
  trackedEvents,
} from './support'

const route = routesWith('contact-form')[0]!
const PHONE = '(800) 555-0142'
const env = useSiteInBrowser()

async function openForm(viewport: ViewportName = 'desktop') {
  const { island, ...opened } = await openIsland(env, route, 'contact-form', viewport)
  return { ...opened, form: island }
}

async function fillRequired(page: Page) {
  await page.getByLabel('Full Name').fill('John Owner')
  await page.getByLabel('Phone Number').fill('+1 555 987 6543')
  await page.getByLabel('Email Address').fill('john@example.com')
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' })

describe(`contact form (${route})`, () => {
  it('sends the message, shows Sending... while waiting, confirms with a toast and clears', async () => {
    const { context, page } = await openForm()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    await page.route('**/api/messages', async (r) => {
      bodies.push(JSON.parse(r.request().postData()!))
      await held
      await r.fulfill({ status: 202, contentType: 'application/json', body: '{"id":"m1"}' })
    })
    await page.getByLabel('Full Name').focus()
    await fillRequired(page)
    await page.getByLabel('Full Name').focus()
    await page.getByLabel('Property Address').fill('12 Elm Street, Springfield, IL')
    await page.getByLabel('Service Needed').focus()
    await page.getByLabel('Service Needed').selectOption('Auction Delay & Forbearance')
    await page.getByLabel('Message').fill('My auction is in two weeks.')
    await send(page).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await eventually(() => sending.isDisabled()).toBe(true)
    release()

    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    expect(
      await page
        .getByText(
          "Thank you for contacting us. We'll respond within 2 hours during business hours.",
        )
        .isVisible(),
    ).toBe(true)
    expect(bodies).toEqual([
      {
        name: 'John Owner',
        phone: '+1 555 987 6543',
        email: 'john@example.com',
        address: '12 Elm Street, Springfield, IL',
        service: 'Auction Delay & Forbearance',
        message: 'My auction is in two weeks.',
        website: '',
      },
    ])
    for (const label of ['Full Name', 'Email Address', 'Property Address', 'Message'])
      expect(await page.getByLabel(label).inputValue(), label).toBe('')
    expect(await page.getByLabel('Service Needed').inputValue()).toBe('')
    expect(await send(page).isEnabled()).toBe(true)

    const events = (await trackedEvents(page)).filter((e) => e.event !== 'scroll_depth')
    const focused = events.filter((e) => e.event === 'form_field_focus').map((e) => e.event_label)
    expect(focused).toEqual(['name', 'phone', 'email', 'address', 'service', 'message'])
    const names = (await eventNames(page)).filter(
      (n) => !['scroll_depth', 'form_field_focus'].includes(n),
    )
    expect(names).toEqual(['page_view', 'form_submit', 'conversion:Lead'])
    expect(events.find((e) => e.event === 'conversion')).toMatchObject({
      value: 50,
      currency: 'USD',
    })
    await context.close()
  })

  it('leaves the service out when none is chosen (the server records General Consultation)', async () => {
    const { context, page } = await openForm('phone')
    const bodies = await fakeApi(page, 'messages', { status: 202 })
    expect(await page.getByLabel('Service Needed').inputValue()).toBe('')
    await fillRequired(page)
    await send(page).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    expect(bodies[0]?.service ?? '').toBe('')
    await context.close()
  })

  for (const answer of [{ status: 500 }, 'down'] as const) {
    const what = answer === 'down' ? 'the API is unreachable' : 'the API answers 500'
    it(`keeps the form, logs and offers the phone when ${what}`, async () => {
      const { context, page } = await openForm()
      const errors = consoleErrors(page)
      await fakeApi(page, 'messages', answer)
      await fillRequired(page)
      await page.getByLabel('Message').fill('Please call me back.')
      await send(page).click()
      await eventually(() => page.getByText('Error Sending Message').isVisible()).toBe(true)
      expect(
        await page.getByText(`Please try again or call us directly at ${PHONE}`).isVisible(),
      ).toBe(true)
      expect(await page.getByLabel('Email Address').inputValue()).toBe('john@example.com')
      expect(await page.getByLabel('Message').inputValue()).toBe('Please call me back.')
      expect(await send(page).isEnabled()).toBe(true)
      expect(errors.join('\n')).toMatch(/Contact form submission failed/)
      expect(await eventNames(page)).not.toContain('form_submit')
      await context.close()
    })
  }

  it('relies on the native checks: nothing is sent without a valid e-mail', async () => {
    const { context, page } = await openForm()
    const bodies = await fakeApi(page, 'messages', { status: 202 })
    await fillRequired(page)
    await page.getByLabel('Email Address').fill('john@')
    await send(page).click()
    await page.getByLabel('Full Name').fill('')
    await send(page).click()
    await page.waitForTimeout(300)
    expect(bodies).toEqual([])
    await context.close()
  })
})
