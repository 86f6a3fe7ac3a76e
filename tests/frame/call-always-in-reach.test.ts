import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../support/session'
import { wcagViolations } from '../support/axe'
import { eventually, fakeApi } from '../islands/support'
import { popup, fillMiniForm, submitButton } from '../islands/popup-support'
import {
  openAt,
  pageTypes,
  scrollToFraction,
  sizes,
  tappableCallLinks,
  type SizeName,
} from './support'

const env = useSiteInBrowser()

/** One tab at a size for a whole group of tests, each test loading its route afresh in it. */
function tabAt(size: SizeName) {
  const tab = {} as { page: Page }
  beforeAll(async () => {
    tab.page = await openAt(env.browser, 'about:blank', size)
  })
  afterAll(() => tab.page?.context().close())
  return tab
}

/** Taps a call link must be able to get at a quarter, half and three quarters down the page. */
async function callableWhileScrolling(page: Page, route: string) {
  for (const fraction of [0.25, 0.5, 0.75]) {
    await scrollToFraction(page, fraction)
    await eventually(
      () => tappableCallLinks(page).then((links) => links.length),
      `${route} at ${fraction * 100} %`,
    ).toBeGreaterThan(0)
  }
}

/**
 * Each kind of page is loaded once at the phone size for all of the checks made at that size:
 * the call bar on the first screen, axe-core's WCAG 2.1 A/AA rules (the frame and each block's
 * layout at this size; every page's own content is checked at the desktop size in
 * tests/site/axe-desktop.test.ts) and a call link while scrolling.
 */
describe('each kind of page at the phone size', () => {
  const tab = tabAt('phone')
  it.each(pageTypes)(
    '%s: one call button on the first screen, no axe-core violation, a call link at 25, 50 and 75 %',
    async (route) => {
      const { page } = tab
      await page.goto(env.server.url + route)
      await page.waitForTimeout(300) // the bar's slide, when a call button of the page is in view
      await eventually(() => tappableCallLinks(page).then((links) => links.length)).toBe(1)
      expect(await wcagViolations(page)).toEqual([])
      await callableWhileScrolling(page, route)
    },
  )
})

describe('calling at the wide size', () => {
  const tab = tabAt('wide')
  it.each(pageTypes)(
    '%s: a call link can be tapped at 25, 50 and 75 % of the page',
    async (route) => {
      await tab.page.goto(env.server.url + route)
      await callableWhileScrolling(tab.page, route)
    },
  )
})

describe('the phone call bar', () => {
  it('never covers the end of the page, and is tracked like every phone link', async () => {
    const page = await openAt(env.browser, env.server.url + '/testimonials', 'phone')
    await eventually(() => tappableCallLinks(page)).toEqual(['call-bar'])
    await scrollToFraction(page, 1)
    const [barTop, lastLine] = await page.evaluate(() => [
      document.querySelector('[data-call-bar]')!.getBoundingClientRect().top,
      document.querySelector('footer p:last-child')!.getBoundingClientRect().bottom,
    ])
    expect(lastLine).toBeLessThanOrEqual(barTop)
    const beacons = await fakeApi(page, 'phone-clicks', { status: 202 })
    await page.evaluate(() => {
      // A tap on the bar without leaving the page for the dialler.
      document.addEventListener('click', (event) => event.preventDefault(), { once: true })
      document.querySelector<HTMLAnchorElement>('[data-call-bar] a')!.click()
    })
    await eventually(() => beacons.length).toBe(1)
    expect(beacons[0]).toMatchObject({ path: '/testimonials', context: 'call-bar' })
    await page.context().close()
  })

  it('is there without JavaScript, and when the page script never arrives', async () => {
    const noScript = await env.browser.newContext({
      viewport: sizes.phone,
      isMobile: true,
      javaScriptEnabled: false,
    })
    const page = await noScript.newPage()
    await page.goto(env.server.url + '/testimonials')
    expect(await tappableCallLinks(page)).toEqual(['call-bar'])
    await noScript.close()

    const blocked = await env.browser.newContext({ viewport: sizes.phone, isMobile: true })
    const stalled = await blocked.newPage()
    await stalled.route('**/assets/**/*.js', (route) => route.abort())
    await stalled.goto(env.server.url + '/testimonials')
    await eventually(() => tappableCallLinks(stalled)).toEqual(['call-bar'])
    await blocked.close()
  })

  it('is hidden on wide screens, where the header shows the number', async () => {
    const page = await openAt(env.browser, env.server.url + '/testimonials', 'wide')
    expect(await page.locator('[data-call-bar]').isVisible()).toBe(false)
    expect(await tappableCallLinks(page)).toContain('header')
    await page.context().close()
  })

  it('stays under the exit-intent popup', async () => {
    const context = await env.browser.newContext({
      viewport: sizes.phone,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto(env.server.url + '/testimonials')
    await scrollToFraction(page, 0.7)
    await eventually(() => popup(page).isVisible()).toBe(true)
    await fillMiniForm(page)
    const button = submitButton(page)
    await button.scrollIntoViewIfNeeded()
    const covered = await button.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return !top || !el.contains(top)
    })
    expect(covered).toBe(false)
    await context.close()
  })
})
