import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { openPage } from '../support/browser'
import { consoleErrors, eventNames, eventually, trackedEvents } from './support'

import {
  GUIDE,
  PHONE,
  filledPopup,
  fillMiniForm,
  leaveThroughTop,
  popup,
  submitButton,
} from './popup-support'

const env = useSiteInBrowser()

describe('mini contact form in the popup', () => {
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
    const bodies = await filledPopup(page, env.server.url, { status: 202 })
    await popup(page).getByRole('checkbox').uncheck()
    let opened = false
    context.on('page', () => (opened = true))
    await submitButton(page).click()
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
      await filledPopup(page, env.server.url, answer)
      await submitButton(page).click()
      // In the form, by the button: seen and announced (the page behind the modal is inert).
      const failure = popup(page).locator('form').getByRole('alert')
      await eventually(() => failure.isVisible()).toBe(true)
      expect(await failure.getByText('Something went wrong').isVisible()).toBe(true)
      expect(await failure.getByText(`Please try again or call ${PHONE}`).isVisible()).toBe(true)
      expect(await popup(page).isVisible()).toBe(true)
      expect(await popup(page).getByLabel('Email Address').inputValue()).toBe('jane@example.com')
      expect(await submitButton(page).isEnabled()).toBe(true)
      expect(errors.join('\n')).toMatch(/Lead submission failed/)
      expect(await eventNames(page)).not.toContain('form_submit')
      await context.close()
    })
  }

  it('checks the required fields natively before sending anything', async () => {
    const { context, page } = await openPage(env.browser)
    const bodies = await filledPopup(page, env.server.url, { status: 202 })
    await popup(page).getByLabel('Email Address').fill('not-an-email')
    await submitButton(page).click()
    await page.waitForTimeout(300)
    expect(bodies).toEqual([])
    expect(
      await popup(page)
        .getByLabel('Email Address')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true)
    await context.close()
  })
})
