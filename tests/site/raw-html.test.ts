import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { canonicalOf, h1sOf, jsonLdOf, metaContent, textContent, titleOf } from '../support/html'
import { siteContent, startSite } from '../support/site'

const content = siteContent()
const { site } = content
let server: RunningServer

beforeAll(async () => {
  server = await startSite()
})
afterAll(() => server?.close())

const get = (path: string) => fetch(server.url + path)

describe.each(content.pages.map((page) => [page.route, page] as const))(
  'raw HTML of %s',
  (route, page) => {
    let html: string
    beforeAll(async () => {
      const response = await get(route)
      expect(response.status).toBe(200)
      html = await response.text()
    })

    it('is forced dark from the first byte and has one H1', () => {
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en" class="dark">/)
      const h1s = h1sOf(html)
      expect(h1s).toHaveLength(1)
      const hero = page.blocks[0]
      if (hero?.type === 'hero') expect(h1s[0]).toBe(hero.title)
      expect(h1s[0]!.length).toBeGreaterThan(3)
    })

    it('has the stylesheet first in <head> and the bootstrap script last in <body>', () => {
      expect(html).toMatch(
        /<head><link rel="stylesheet" type="text\/css" href="\/assets\/[^"]+\.css">/,
      )
      expect(html).toMatch(
        /<script src="\/assets\/entries\/[^"]+\.js" type="module" async><\/script><\/body><\/html>$/,
      )
      expect(html).not.toContain('ASSETS_')
    })

    it('has the title with the brand suffix, description, keywords, canonical and social tags', () => {
      const title = titleOf(html)
      expect(title).toContain(site.brand)
      expect(title.startsWith(page.meta.title)).toBe(true)
      expect(metaContent(html, 'description')).toBe(page.meta.description)
      expect(metaContent(html, 'keywords')).toBe(page.meta.keywords.join(', '))
      expect(metaContent(html, 'robots')).toBe(page.meta.robots)
      expect(canonicalOf(html)).toBe(site.host + route)
      expect(metaContent(html, 'og:url')).toBe(site.host + route)
      expect(metaContent(html, 'og:title')).toBe(title)
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    })

    it('has parseable JSON-LD: the organisation, and a breadcrumb list except on home', () => {
      const data = jsonLdOf(html)
      const types = data.map((item) => item['@type'])
      expect(types).toContain('LocalBusiness')
      const org = data.find((item) => item['@id'] === `${site.host}/#organization`)
      expect(org).toMatchObject({
        name: site.brand,
        telephone: site.phone.display,
        aggregateRating: {
          ratingValue: site.organization.ratingValue,
          reviewCount: site.organization.reviewCount,
        },
      })
      if (route === '/') expect(types).not.toContain('BreadcrumbList')
      else expect(types).toContain('BreadcrumbList')
    })

    it('has the site frame: navigation, consultation button, click-to-call, footer', () => {
      const text = textContent(html)
      for (const link of site.header.nav) expect(html).toContain(`href="${link.href}"`)
      expect(html).toContain(`href="tel:${site.phone.e164}"`)
      expect(html).toContain(`href="mailto:${site.email}"`)
      expect(text).toContain('Free Consultation')
      expect(text).toContain('Partner network in all 50 states')
      expect(text).toMatch(new RegExp(`© ${new Date().getFullYear()} ${site.brand}`))
      if (route === '/') expect(html).not.toContain('aria-label="Breadcrumb"')
      else expect(html).toContain('aria-label="Breadcrumb"')
    })
  },
)

describe('site files', () => {
  it('answers 404 with the not-found page for an unknown path', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(h1sOf(html)).toEqual(['Oops! Page not found'])
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Return to Home<\/a>/)
    expect(metaContent(html, 'robots')).toBe('noindex, follow')
  })

  it('lists every indexable page in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const indexable = content.pages.filter((p) => !p.meta.robots.includes('noindex'))
    expect(indexable.length).toBeLessThan(content.pages.length)
    expect(locs.sort()).toEqual(indexable.map((p) => site.host + p.route).sort())
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${site.host}/sitemap.xml`)
  })

  it('serves the favicon', async () => {
    const response = await get('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
  })
})
