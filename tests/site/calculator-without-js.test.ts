import { expect, it } from 'vitest'
import { openPage } from '../support/browser'
import { skipExitPopup, useSiteInBrowser } from '../support/session'
import { siteContent } from '../support/site'

const { pages, site } = siteContent()
const route = pages.find((page) => page.blocks.some((block) => block.type === 'calculator'))!.route
const note = `The calculator needs JavaScript, which is off in this browser. Call ${site.phone.display} and we will work out your equity with you.`

const env = useSiteInBrowser()

it('tells a phone without JavaScript that the calculator needs it, and whom to call', async () => {
  const { context, page } = await openPage(env.browser, 'phone', { javaScriptEnabled: false })
  await page.goto(env.server.url + route)
  // What the browser shows (text matching leaves <noscript> out).
  expect(await page.locator('main').innerText()).toContain(note)
  await context.close()
})

it('says nothing of it where JavaScript runs', async () => {
  const { context, page } = await openPage(env.browser, 'phone')
  await skipExitPopup(context)
  await page.goto(env.server.url + route)
  const form = page.locator('[data-island="calculator"] form').first()
  await form.scrollIntoViewIfNeeded()
  await page.locator('[data-island="calculator"][data-hydrated="true"]').first().waitFor()
  expect(await form.innerText()).toContain('Calculate')
  expect(await page.locator('main').innerText()).not.toContain('needs JavaScript')
  await context.close()
})
