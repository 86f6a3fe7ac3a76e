import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_DIR, siteContent } from '../support/site'
import { textContent } from '../support/html'

const { site, pages } = siteContent()
const fileOf = (route: string) =>
  route === '/'
    ? 'index.html'
    : route.endsWith('.html')
      ? route.slice(1)
      : `${route.slice(1)}/index.html`
const files = [...pages.map((page) => [page.route, fileOf(page.route)]), ['404', '404.html']]
const htmlOf = (file: string) => readFileSync(join(SITE_DIR, file), 'utf8')

describe('trust and compliance on every page', () => {
  it('the relief disclosures are worded as 12 CFR 1015.4(a) prescribes', () => {
    expect(site.reliefNotice.heading).toBe('IMPORTANT NOTICE')
    expect(site.reliefNotice.statements).toEqual([
      `${site.brand} is not associated with the government, and our service is not approved by the government or your lender.`,
      'Even if you accept this offer and use our service, your lender may not agree to change your loan.',
    ])
  })

  it.each(files)(
    '%s shows the disclosures, legal links, disclaimer and licence',
    (_route, file) => {
      const html = htmlOf(file)
      const footer = html.slice(html.lastIndexOf('<footer'))
      const text = textContent(footer)
      expect(text).toContain([site.reliefNotice.heading, ...site.reliefNotice.statements].join(' '))
      for (const link of site.legal.links) expect(footer).toContain(`href="${link.href}"`)
      expect(text).toContain(site.legal.disclaimer)
      expect(text).toContain(site.legal.licence)
    },
  )

  it('pages with a hero show the disclosures right under it, before any other block', () => {
    for (const page of pages) {
      const first = page.blocks.findIndex((b) => b.type === 'hero' || b.type === 'city-landing')
      if (first === -1) continue
      const html = htmlOf(fileOf(page.route))
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const afterHero = main.slice(main.indexOf('</h1>'))
      const notice = afterHero.indexOf('data-relief-notice')
      expect(notice, page.route).toBeGreaterThan(0)
      expect(afterHero.slice(0, notice).match(/<h2/g) ?? [], page.route).toEqual([])
    }
  })

  it('the privacy policy says what the forms collect, how it is used and who receives it', () => {
    const text = textContent(htmlOf('privacy/index.html'))
    for (const heading of ['What the Forms Collect', 'How We Use It', 'Who Receives It'])
      expect(text).toContain(heading)
    expect(text).toContain(site.email)
  })
})
