import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { openPage } from '../support/browser'
import { skipExitPopup } from '../support/session'
import { connectBrowser } from '../support/shared-browser'
import { siteContent, startSite } from '../support/site'

const content = siteContent()
const cityRoutes = content.pages
  .filter((page) => page.blocks[0]?.type === 'city-landing')
  .map((page) => page.route)
const illustrated: Record<string, string> = {
  '/': '/images/hero-home.svg',
  '/services': '/images/hero-services.svg',
  '/services/foreclosure-rescue': '/images/hero-services.svg',
  '/services/cash-out-financing': '/images/hero-services.svg',
  '/services/auction-delay': '/images/hero-services.svg',
  '/services/cash-purchase': '/images/hero-services.svg',
  ...Object.fromEntries(cityRoutes.map((route) => [route, '/images/hero-city.svg'])),
}

let server: RunningServer
let browser: Browser
const html = new Map<string, string>()

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSite(), connectBrowser()])
  for (const { route } of content.pages)
    html.set(route, await (await fetch(server.url + route)).text())
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
const tagsOf = (page: string, name: string) =>
  [...page.matchAll(new RegExp(`<${name}\\s[^>]*>`, 'g'))].map((m) => m[0])

describe('images in the built pages', () => {
  it('every image has alt text, width, height and a modern format (SVG, AVIF or WebP)', () => {
    let images = 0
    for (const [route, page] of html) {
      for (const img of tagsOf(page, 'img')) {
        images++
        expect(attribute(img, 'alt'), `${route} ${img}`).toMatch(/\S/)
        expect(Number(attribute(img, 'width')), `${route} ${img}`).toBeGreaterThan(0)
        expect(Number(attribute(img, 'height')), `${route} ${img}`).toBeGreaterThan(0)
        expect(attribute(img, 'src'), `${route} ${img}`).toMatch(/\.(svg|avif|webp)$/)
      }
      for (const source of tagsOf(page, 'source'))
        expect(attribute(source, 'type'), route).toMatch(/^image\/(avif|webp)$/)
    }
    expect(images).toBeGreaterThanOrEqual(Object.keys(illustrated).length)
  })

  it.each(Object.entries(illustrated))(
    '%s shows its hero illustration, preloaded for the screens that show it',
    async (route, src) => {
      const page = html.get(route)!
      const hero = tagsOf(page, 'img')[0]!
      expect(attribute(hero, 'src')).toBe(src)
      expect(attribute(hero, 'loading')).toBe('eager')
      const preloads = tagsOf(page, 'link').filter((link) => attribute(link, 'rel') === 'preload')
      expect(preloads).toHaveLength(1)
      expect(attribute(preloads[0]!, 'href')).toBe(src)
      expect(attribute(preloads[0]!, 'media')).toBe('(min-width: 1024px)')
      const file = await fetch(server.url + src)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    },
  )

  it('names the city in the alt text of each city hero', () => {
    for (const route of cityRoutes) {
      const city = content.pages.find((page) => page.route === route)!.blocks[0] as {
        city: string
      }
      expect(attribute(tagsOf(html.get(route)!, 'img')[0]!, 'alt')).toContain(city.city)
    }
  })
})

describe.each(['desktop', 'phone'] as const)('hero images on %s', (viewport) => {
  it.each(['/', '/chicago'])('%s: the page does not shift while loading', async (route) => {
    const { context, page } = await openPage(browser, viewport)
    await skipExitPopup(context)
    await page.goto(server.url + route, { waitUntil: 'load' })
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
        }),
    )
    expect(shift).toBe(0)
    const hero = page.locator('main img').first()
    expect(await hero.isVisible()).toBe(viewport === 'desktop')
    if (viewport === 'desktop') {
      const box = (await hero.boundingBox())!
      expect(Math.round(box.width / box.height)).toBe(Math.round(480 / 400))
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
        480,
      )
    }
    await context.close()
  })
})
