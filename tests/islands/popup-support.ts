import type { Page } from 'playwright-core'
import { eventually, fakeApi, type ApiAnswer } from './support'

export const PHONE = '(800) 555-0142'
export const GUIDE = '/resources/stop-foreclosure-checklist.html'
export const popup = (page: Page) => page.getByRole('dialog', { name: /free foreclosure help/i })

export async function leaveThroughTop(page: Page) {
  await page.mouse.move(600, 200)
  await page.mouse.move(600, -20, { steps: 4 })
}

export async function scrollTo(page: Page, percent: number) {
  const target = await page.evaluate(
    (p) => ((document.documentElement.scrollHeight - innerHeight) * p) / 100,
    percent,
  )
  const current = await page.evaluate(() => scrollY)
  await page.mouse.move(300, 400)
  await page.mouse.wheel(0, target - current)
  await eventually(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(target - 30)
}

export async function fillMiniForm(page: Page) {
  const dialog = popup(page)
  await dialog.getByLabel('Full Name').fill('Jane Homeowner')
  await dialog.getByLabel('Phone Number').fill('(555) 123-4567')
  await dialog.getByLabel('Email Address').fill('jane@example.com')
}

export const submitButton = (page: Page) =>
  popup(page).getByRole('button', { name: /consultation/i })

/** On home with the lead API answering `answer`: opens the popup by leaving the top and fills the form. */
export async function filledPopup(page: Page, baseUrl: string, answer: ApiAnswer) {
  const bodies = await fakeApi(page, 'leads', answer)
  await page.goto(`${baseUrl}/`)
  await leaveThroughTop(page)
  await eventually(() => popup(page).isVisible()).toBe(true)
  await fillMiniForm(page)
  return bodies
}
