import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipExitPopup, useSiteWithWebhook } from '../support/session'
import { openPage } from '../support/browser'
import { eventually, routesWith } from './support'

const contactRoute = routesWith('contact-form')[0]!
const env = useSiteWithWebhook()

/** The fields of the delivered embed titled `title`, by name. */
async function deliveredFields(title: string): Promise<Record<string, string>> {
  await eventually(
    () => env.webhook.delivered.some((body) => body.embeds[0]?.title === title),
    title,
  ).toBe(true)
  const embed = env.webhook.delivered.find((body) => body.embeds[0]?.title === title)!.embeds[0]!
  return Object.fromEntries((embed.fields ?? []).map((field) => [field.name, field.value]))
}

async function fill(scope: Page | ReturnType<Page['getByRole']>, name: string) {
  await scope.getByLabel('Full Name').fill(name)
  await scope.getByLabel('Phone Number').fill('(555) 123-4567')
  await scope.getByLabel('Email Address').fill('owner@example.com')
}

describe('forms and phone taps against the real lead API', () => {
  it('a contact message with no service chosen is forwarded as General Consultation', async () => {
    const { context, page } = await openPage(env.browser)
    await skipExitPopup(context)
    await page.goto(env.server.url + contactRoute)
    const island = page.locator('[data-island="contact-form"]').first()
    await island.locator('> *').first().scrollIntoViewIfNeeded()
    await eventually(() => island.getAttribute('data-hydrated')).toBe('true')
    await fill(page, 'Real Api Contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await eventually(() => page.getByText('Message Sent Successfully!').isVisible()).toBe(true)
    const fields = await deliveredFields('Contact Form Message')
    expect(fields['Service Requested']).toBe('General Consultation')
    expect(fields['Client Information']).toContain('Real Api Contact')
    expect(fields['Property Details']).toBe('No address provided')
    await context.close()
  })

  it('the popup lead and a phone tap reach the webhook', async () => {
    const { context, page } = await openPage(env.browser)
    await page.goto(`${env.server.url}/about`)
    await page.mouse.move(600, 200)
    await page.mouse.move(600, -20, { steps: 4 })
    const dialog = page.getByRole('dialog', { name: /free foreclosure help/i })
    await eventually(() => dialog.isVisible()).toBe(true)
    await fill(dialog, 'Real Api Lead')
    const guideTab = context.waitForEvent('page')
    await dialog.getByRole('button', { name: /consultation/i }).click()
    await eventually(() => page.getByText('Request received!').isVisible()).toBe(true)
    await (await guideTab).close()
    expect(await deliveredFields('Mini Contact Lead')).toMatchObject({
      Source: 'exit-intent-popup',
      Path: '/about',
      'Wants Guide': 'Yes',
    })

    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('footer a[href^="tel:"]').click()
    const click = await deliveredFields('Phone Click')
    expect(click.Path).toBe('/about')
    expect(click.Href).toBe('tel:+18005550142')
    await context.close()
  })
})
