import type { Page } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MiniContactForm } from '../../renderer/popup/MiniContactForm'
import { openPage } from '../support/browser'
import { skipExitPopup, useSiteWithWebhook } from '../support/session'
import { siteContent } from '../support/site'
import { eventually, holdContactIsland, routesWith } from './support'

const contactRoute = routesWith('contact-form')[0]!
const { site } = siteContent()
const env = useSiteWithWebhook()

/** The fields of the delivered embed whose text contains `name`. */
async function deliveredFor(name: string): Promise<Record<string, string>> {
  const find = () => env.webhook.delivered.find((body) => JSON.stringify(body).includes(name))
  await eventually(() => find() !== undefined, name).toBe(true)
  const embed = find()!.embeds[0]!
  return Object.fromEntries((embed.fields ?? []).map((field) => [field.name, field.value]))
}

async function fill(page: Page, name: string) {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Phone Number').fill('(555) 123-4567')
  await page.getByLabel('Email Address').fill('owner@example.com')
}

/** The visitor lands on the confirmation page, with nothing typed in its address. */
async function expectConfirmation(page: Page) {
  await page.waitForURL(`${env.server.url}/thank-you`)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Thank You/)
  expect(page.url()).not.toMatch(/owner|555|example\.com/)
}

describe('the contact form without JavaScript', () => {
  it('posts to the lead API, which forwards the message and shows the confirmation page', async () => {
    const { context, page } = await openPage(env.browser, 'phone', { javaScriptEnabled: false })
    await page.goto(env.server.url + contactRoute)
    await fill(page, 'No Script Contact')
    await page.getByLabel('Service Needed').selectOption('Cash Home Purchase')
    await page.getByLabel('Message').fill('Auction in two weeks.\nPlease call.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectConfirmation(page)
    const fields = await deliveredFor('No Script Contact')
    expect(fields['Service Requested']).toBe('Cash Home Purchase')
    await context.close()
  })

  it('a refused submission lands on a page that explains it, never on JSON', async () => {
    const { context, page } = await openPage(env.browser, 'desktop', { javaScriptEnabled: false })
    await page.goto(env.server.url + contactRoute)
    await fill(page, 'No Script Refused')
    await page.getByLabel('Phone Number').fill('call me')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(`${env.server.url}/form-problem`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'We Could Not Send Your Request',
    )
    expect(await page.getByText('at least 7 digits').isVisible()).toBe(true)
    expect(await page.locator('body').innerText()).not.toContain('{')
    await context.close()
  })
})

describe('the contact form before its island hydrates', () => {
  it('sends with a plain post while the island script is still loading', async () => {
    const { context, page } = await openPage(env.browser)
    await skipExitPopup(context)
    const islandScript = await holdContactIsland(page)
    await page.goto(env.server.url + contactRoute, { waitUntil: 'domcontentloaded' })
    const island = page.locator('[data-island="contact-form"]').first()
    await island.scrollIntoViewIfNeeded()
    await eventually(() => islandScript.requested()).toBe(true)
    await fill(page, 'Before Hydration Contact')
    expect(await island.getAttribute('data-hydrated')).toBeNull()
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectConfirmation(page)
    islandScript.release()
    expect(await deliveredFor('Before Hydration Contact')).toMatchObject({
      'Service Requested': 'General Consultation',
    })
    await context.close()
  })
})

describe("the popup's mini form as a plain form", () => {
  // The popup itself opens from script; its form's markup is posted here with scripts off.
  const markup = (path: string) =>
    renderToStaticMarkup(
      createElement(MiniContactForm, {
        source: 'exit-intent-popup',
        path,
        offerGuide: true,
        submitLabel: site.popup.submitLabel,
        phoneDisplay: site.phone.display,
        forms: site.forms,
      }),
    )

  it('posts the lead with its source, page and guide choice and shows the confirmation', async () => {
    const { context, page } = await openPage(env.browser, 'phone', { javaScriptEnabled: false })
    const formPage = `${env.server.url}/about-form`
    await page.route(formPage, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html><html lang="en"><title>Form</title><body>${markup('/about')}</body></html>`,
      }),
    )
    await page.goto(formPage)
    await fill(page, 'No Script Lead')
    await page.getByLabel(/Stop Foreclosure Checklist/).uncheck()
    await page.getByRole('button', { name: site.popup.submitLabel }).click()
    await expectConfirmation(page)
    expect(await page.getByRole('link', { name: 'Open the Checklist' }).isVisible()).toBe(true)
    expect(await deliveredFor('No Script Lead')).toMatchObject({
      Source: 'exit-intent-popup',
      Path: '/about',
      'Wants Guide': 'No',
    })
    await context.close()
  })
})
