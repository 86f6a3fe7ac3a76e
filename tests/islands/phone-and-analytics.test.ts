import type { BrowserContext, Page } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { skipExitPopup, useSiteInBrowser } from '../support/session'
import { openPage, type ViewportName } from '../support/browser'
import { siteContent } from '../support/site'
import {
  breakWebStorage,
  consoleErrors,
  eventNames,
  eventually,
  fakeApi,
  trackedEvents,
} from './support'

const ISLANDS = new Set(['calculator', 'contact-form'])
const plainRoute = siteContent().pages.find((page) =>
  page.blocks.every((b) => !ISLANDS.has(b.type)),
)!.route
const env = useSiteInBrowser()

async function quietPage(viewport: ViewportName = 'desktop') {
  const opened = await openPage(env.browser, viewport)
  await skipExitPopup(opened.context)
  return opened
}

/** Records whether anything cancelled a tel: tap, then stops the browser from dialling. */
async function watchTelNavigation(page: Page): Promise<() => Promise<boolean[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { telBlocked: boolean[] }
    w.telBlocked = []
    window.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('a[href^="tel:"]')) return
      w.telBlocked.push(event.defaultPrevented)
      event.preventDefault()
    })
  })
  return () => page.evaluate(() => (window as unknown as { telBlocked: boolean[] }).telBlocked)
}

describe('phone-click tracking (no React)', () => {
  it('reports each tap with its context, counts it per page and never holds up the call', async () => {
    const { context, page } = await quietPage()
    const beacons = await fakeApi(page, 'phone-clicks', { status: 202 })
    await page.goto(`${env.server.url}/about`)
    const blocked = await watchTelNavigation(page)
    const headerLink = page.locator('header a[href^="tel:"][data-context="header"]')
    await headerLink.click()
    await headerLink.click()
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: 'tel:+18005550142' })
      link.textContent = 'Call us now'
      document.querySelector('main')!.append(link)
    })
    await page.getByRole('link', { name: 'Call us now' }).click()

    await eventually(() => beacons.length).toBe(3)
    expect(beacons[0]).toEqual({
      path: '/about',
      linkText: '(800) 555-0142',
      href: 'tel:+18005550142',
      context: 'header',
    })
    expect(beacons[2]).toMatchObject({ linkText: 'Call us now', context: 'general' })
    expect(await blocked()).toEqual([false, false, false])
    expect(await page.evaluate(() => localStorage.getItem('phone_clicks:/about'))).toBe('3')
    expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe(
      'undefined',
    )

    const names = (await eventNames(page)).filter((n) => n !== 'scroll_depth')
    expect(names).toEqual([
      'page_view',
      ...Array(3).fill(['phone_click', 'conversion:Contact']).flat(),
    ])
    const events = await trackedEvents(page)
    expect(events.find((e) => e.event === 'phone_click')).toMatchObject({ event_label: 'header' })
    expect(events.find((e) => e.event === 'conversion')).toMatchObject({
      conversion_name: 'Contact',
      value: 75,
      currency: 'USD',
    })
    await context.close()
  })

  for (const failure of ['storage', 'api'] as const) {
    it(`ignores a failing ${failure === 'api' ? 'phone-click API' : 'local storage'}`, async () => {
      const { context, page } = await quietPage('phone')
      if (failure === 'storage') await breakWebStorage(context)
      const beacons = await fakeApi(
        page,
        'phone-clicks',
        failure === 'api' ? 'down' : { status: 202 },
      )
      const errors = consoleErrors(page)
      await page.goto(`${env.server.url}/about`)
      const blocked = await watchTelNavigation(page)
      await page.locator('footer a[href^="tel:"]').click()
      await eventually(() => beacons.length).toBe(1)
      expect(beacons[0]).toMatchObject({ context: 'footer', path: '/about' })
      expect(await blocked()).toEqual([false])
      expect(await eventNames(page)).toContain('conversion:Contact')
      expect(errors.filter((e) => !/phone-clicks|ERR_/.test(e))).toEqual([])
      await context.close()
    })
  }
})

describe('analytics', () => {
  it('reports the page view with the query string, then 25/50/75/100 % scroll depth once each', async () => {
    const { context, page } = await quietPage()
    await page.goto(`${env.server.url}/?utm_source=test&x=1`)
    const [view] = await trackedEvents(page)
    expect(view).toMatchObject({ event: 'page_view', page_path: '/?utm_source=test&x=1' })
    await page.mouse.move(400, 400)
    const atBottom = () =>
      page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2)
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, 100_000)
      await eventually(atBottom).toBe(true)
      await page.mouse.wheel(0, -100_000)
      await eventually(() => page.evaluate(() => scrollY)).toBe(0)
    }
    const depths = (await trackedEvents(page))
      .filter((e) => e.event === 'scroll_depth')
      .map((e) => e.percent_scrolled)
    expect(depths).toEqual([25, 50, 75, 100])
    await context.close()
  })

  it('with no vendor ids: no third-party request, no console error, a small React-free bootstrap', async () => {
    const { context, page } = await quietPage()
    const errors = consoleErrors(page)
    const foreign: string[] = []
    const scripts: Promise<Buffer>[] = []
    page.on(
      'request',
      (r) =>
        !r.url().startsWith(env.server.url) &&
        !r.url().startsWith('data:') &&
        foreign.push(r.url()),
    )
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.body()))
    await page.goto(env.server.url + plainRoute)
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
    const gzipBytes = (await Promise.all(scripts)).reduce(
      (sum, body) => sum + gzipSync(body).length,
      0,
    )
    expect(gzipBytes).toBeGreaterThan(0)
    expect(gzipBytes).toBeLessThanOrEqual(20 * 1024)
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length)).toBe(
      1,
    )
    await context.close()
  })

  it('loads the tag manager, measurement tag and pixel by script tag when their ids are set', async () => {
    const { context, page } = await quietPage()
    const requested = await withVendorIds(context)
    await page.goto(`${env.server.url}/about`)
    await eventually(() => requested.length).toBe(3)
    expect(requested.sort()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
    ])
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer: unknown[] }).dataLayer,
    )
    expect(layer[0]).toMatchObject({ event: 'gtm.js' })
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/about' }),
    )
    const pixelQueue = await page.evaluate(
      () => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue,
    )
    expect(pixelQueue).toEqual([
      ['init', '123456789'],
      ['track', 'PageView'],
    ])
    await context.close()
  })
})

/** Serves pages as if content/site.yaml set every analytics id, and stands in for the vendors. */
async function withVendorIds(context: BrowserContext): Promise<string[]> {
  const requested: string[] = []
  await context.route(/googletagmanager\.com|facebook\.net/, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  await context.route(`${env.server.url}/about`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /"analytics":\{[^}]*\}/,
      '"analytics":{"gtmId":"GTM-TEST123","gaId":"G-TEST123","metaPixelId":"123456789"}',
    )
    const headers = { ...response.headers() }
    delete headers['content-security-policy']
    delete headers['content-encoding']
    delete headers['content-length']
    await route.fulfill({ response, body: html, headers })
  })
  return requested
}
