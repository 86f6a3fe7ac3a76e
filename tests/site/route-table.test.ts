import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { canonicalOf, h1sOf, jsonLdOf, textContent } from '../support/html'
import { siteContent, startSite } from '../support/site'

/** The specification's route table (section 2), written out independently of the content. */
const SPEC_ROUTES = [
  '/',
  '/services',
  '/services/foreclosure-rescue',
  '/services/cash-out-financing',
  '/services/auction-delay',
  '/services/cash-purchase',
  '/how-it-works',
  '/about',
  '/blog',
  '/blog/stop-foreclosure-guide',
  '/blog/cash-home-buying-guide',
  '/blog/foreclosure-warning-signs',
  '/case-studies',
  '/testimonials',
  '/contact',
  '/california',
  '/florida',
  '/texas',
  '/new-york',
  '/ohio',
  '/stop-foreclosure-fast',
  '/cash-home-buyers-near-me',
  '/foreclosure-guide',
]

/** Section 9: stopped / saved, response, success or other figure, per area and city page. */
const LOCAL_CLAIMS: Record<string, [city: string, figures: string[]]> = {
  '/sacramento': ['Sacramento', ['150+', '12 hrs', '98%']],
  '/san-francisco': ['San Francisco', ['75+', '8 hrs', '$1.5M']],
  '/los-angeles-county': ['Los Angeles County', ['800+', '18 hrs', '97%', '88']],
  '/orange-county': ['Orange County', ['200+', '12 hrs', '$950K', '34']],
  '/san-diego-county': ['San Diego County', ['300+', '15 hrs', '96%', '18']],
  '/san-jose': ['San Jose', ['200+', '8 hrs', '99%']],
  '/fresno': ['Fresno', ['125+', '14 hrs', '96%']],
  '/long-beach': ['Long Beach', ['180+', '10 hrs', '97%']],
  '/oakland': ['Oakland', ['165+', '9 hrs', '98%']],
  '/bakersfield': ['Bakersfield', ['95+', '16 hrs', '94%']],
  '/riverside': ['Riverside', ['140+', '13 hrs', '97%']],
  '/stockton': ['Stockton', ['110+', '15 hrs', '95%']],
  '/anaheim': ['Anaheim', ['155+', '11 hrs', '98%']],
  '/chicago': ['Chicago', ['300+', '6 hrs', '99%']],
  '/houston': ['Houston', ['450+', '4 hrs', '99%']],
  '/phoenix': ['Phoenix', ['275+', '8 hrs', '97%']],
  '/philadelphia': ['Philadelphia', ['220+', '7 hrs', '96%']],
  '/seattle': ['Seattle', ['185+', '6 hrs', '99%']],
  '/boston': ['Boston', ['145+', '8 hrs', '98%']],
  '/denver': ['Denver', ['125+', '9 hrs', '96%']],
  '/atlanta': ['Atlanta', ['195+', '10 hrs', '97%']],
  '/miami': ['Miami', ['235+', '7 hrs', '98%']],
  '/las-vegas': ['Las Vegas', ['175+', '9 hrs', '95%']],
  '/detroit': ['Detroit', ['85+', '12 hrs', '93%']],
  '/dallas': ['Dallas', ['320+', '5 hrs', '99%']],
  '/nashville': ['Nashville', ['165+', '8 hrs', '97%']],
  '/austin': ['Austin', ['210+', '6 hrs', '98%']],
  '/portland': ['Portland', ['135+', '10 hrs', '96%']],
  '/san-antonio': ['San Antonio', ['185+', '7 hrs', '97%']],
  '/charlotte': ['Charlotte', ['155+', '9 hrs', '96%']],
}

const { site } = siteContent()
let server: RunningServer
const html = new Map<string, string>()

beforeAll(async () => {
  server = await startSite()
  for (const route of [...SPEC_ROUTES, ...Object.keys(LOCAL_CLAIMS)]) {
    const response = await fetch(server.url + route)
    html.set(route, response.status === 200 ? await response.text() : `status ${response.status}`)
  }
})
afterAll(() => server?.close())

describe('the route table of the specification', () => {
  it('has all 53 routes', () =>
    expect(SPEC_ROUTES.length + Object.keys(LOCAL_CLAIMS).length).toBe(53))

  it.each([...SPEC_ROUTES, ...Object.keys(LOCAL_CLAIMS)])(
    '%s answers 200 with its H1, canonical and JSON-LD',
    (route) => {
      const page = html.get(route)!
      expect(page).not.toMatch(/^status/)
      expect(h1sOf(page)).toHaveLength(1)
      expect(canonicalOf(page)).toBe(site.host + route)
      expect(jsonLdOf(page).length).toBeGreaterThanOrEqual(2)
    },
  )

  it('answers 404 for a route outside the table', async () => {
    expect((await fetch(`${server.url}/seattle-2`)).status).toBe(404)
  })
})

describe.each(Object.entries(LOCAL_CLAIMS))('local page %s', (route, [city, figures]) => {
  const page = () => html.get(route)!
  const text = () => textContent(page())

  it('has the city phrases of the shared layout', () => {
    expect(h1sOf(page())).toEqual([`Stop Foreclosure in ${city}`])
    for (const phrase of [
      `24/7 ${city} Emergency Response`,
      `Get ${city} Emergency Help`,
      `Why Choose Us in ${city}?`,
      'Areas We Serve',
      `${city} Foreclosure & Real Estate FAQ`,
      `Facing Foreclosure in ${city}?`,
      `Stop My ${city} Foreclosure`,
      'Call Emergency Line',
    ])
      expect(text()).toContain(phrase)
    expect(text()).toMatch(/And all other .+ communities/)
    for (const card of ['Foreclosure Stop', 'Cash Home Buyers', 'Loan Rescue'])
      expect(text()).toContain(card)
  })

  it('shows the destructive 24/7 badge on California pages only', () => {
    const badge = page().match(/<span class="([^"]*)"[^>]*>(?:<svg[\s\S]*?<\/svg>)?24\/7 /)
    expect(badge).not.toBeNull()
    const california = Object.keys(LOCAL_CLAIMS).indexOf(route) < 13
    expect(badge![1]!.includes('bg-destructive')).toBe(california)
  })

  it('shows the section 9 statistics', () => {
    for (const figure of figures) expect(text()).toContain(figure)
  })

  it('lists 16+ neighbourhoods (16 to 24 in California) and five FAQ items', () => {
    const areas = page().match(
      /<section[^>]*>(?:(?!<\/section>)[\s\S])*Areas We Serve[\s\S]*?<\/section>/,
    )![0]
    const count = (areas.match(/<li/g) ?? []).length
    expect(count).toBeGreaterThanOrEqual(16)
    expect(count).toBeLessThanOrEqual(24)
    expect(page().match(/<details/g)).toHaveLength(5)
  })

  it('emits LocalBusiness named brand + city with five areas served, and the FAQ as FAQPage', () => {
    const data = jsonLdOf(page())
    const local = data.find((item) => item.name === `${site.brand} ${city}`)
    expect(local).toMatchObject({ '@type': 'LocalBusiness', telephone: site.phone.display })
    expect(local!.areaServed).toHaveLength(5)
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity).toHaveLength(5)
  })
})
