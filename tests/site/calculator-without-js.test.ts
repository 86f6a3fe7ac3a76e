import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { launchBrowser, openPage } from '../support/browser'
import { skipExitPopup } from '../support/session'
import { siteContent, startSite } from '../support/site'

const { pages, site } = siteContent()
const route = pages.find((page) => page.blocks.some((block) => block.type === 'calculator'))!.route
const note = `The calculator needs JavaScript, which is off in this browser. Call ${site.phone.display} and we will work out your equity with you.`

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

it('tells a phone without JavaScript that the calculator needs it, and whom to call', async () => {
  const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false })
  await page.goto(server.url + route)
  // What the browser shows of the form (text matching leaves <noscript> out).
  expect(await page.locator('[data-island="calculator"] form').first().innerText()).toContain(note)
  await context.close()
})

it('says nothing of it where JavaScript runs', async () => {
  const { context, page } = await openPage(browser, 'phone')
  await skipExitPopup(context)
  await page.goto(server.url + route)
  const form = page.locator('[data-island="calculator"] form').first()
  await form.scrollIntoViewIfNeeded()
  await page.locator('[data-island="calculator"][data-hydrated="true"]').first().waitFor()
  expect(await form.innerText()).toContain('Calculate')
  expect(await form.innerText()).not.toContain('needs JavaScript')
  await context.close()
})
