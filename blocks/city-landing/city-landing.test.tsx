import { describe, expect, it } from 'vitest'
import {
  loadExample,
  renderBlock,
  testContext,
  textOf,
} from '../../content-engine/testing/block-examples'
import { cityLandingBlock } from './index'
import { CityLandingSchema } from './schema'

describe('city-landing block', () => {
  const { data, issues } = loadExample('city-landing')
  const { data: chicago, issues: chicagoIssues } = loadExample('city-landing', {
    city: 'Chicago',
    region: 'Cook County',
    state: 'Illinois',
    areaServed: ['Chicago', 'Evanston', 'Oak Park', 'Cicero', 'Skokie'],
  })
  const structuredData = (block: Record<string, unknown>) =>
    cityLandingBlock.structuredData!({ ...block, ctx: testContext } as never)

  it('example validates, with the shared wording from the schema filled in for its place', () => {
    expect(issues).toEqual([])
    expect(chicagoIssues).toEqual([])
    expect(CityLandingSchema.properties.heading.default).toBe('Stop Foreclosure in {city}')
    expect(data.heading).toBe('Stop Foreclosure in Sacramento')
    expect(chicago.heading).toBe('Stop Foreclosure in Chicago')
    expect(data.services).toHaveLength(3)
  })

  it('receives final text: no placeholder is left in the data its component renders', () => {
    expect(JSON.stringify(chicago)).not.toMatch(/\{[A-Za-z]+\}/)
    expect(chicago.callLabel).toBe('Call (800) 555-0142')
    expect(chicago.areasClosing).toBe('And all other Cook County communities')
  })

  it('produces every shared city phrase for the given city', () => {
    const html = renderBlock('city-landing', chicago)
    const text = textOf(html)
    expect(html).toMatch(/<h1[^>]*>Stop Foreclosure in <span[^>]*>Chicago<\/span><\/h1>/)
    expect(html.match(/<h1/g)).toHaveLength(1)
    for (const phrase of [
      '24/7 Chicago Emergency Response',
      'Get Chicago Emergency Help',
      'Foreclosure Stop',
      'Cash Home Buyers',
      'Close in 7 days',
      'Loan Rescue',
      'Why Choose Us in Chicago?',
      'Licensed brokers and agents partnership',
      'Illinois foreclosure expertise',
      '24/7 response',
      'Competitive offers',
      'based on current Chicago market values',
      'Areas We Serve',
      'And all other Cook County communities',
      'Chicago Foreclosure & Real Estate FAQ',
      'How quickly can you stop a foreclosure in Chicago?',
      'What areas of Chicago do you serve?',
      'What is the average home value for cash purchases in Chicago?',
      'How does Illinois foreclosure law work?',
      'How does the Chicago economy affect foreclosures and home sales?',
      'Facing Foreclosure in Chicago?',
      'Stop My Chicago Foreclosure',
      'Call Emergency Line',
      'Call (800) 555-0142',
    ])
      expect(text).toContain(phrase)
    expect(text).not.toMatch(/\{(city|region|state|phone)\}/)
    expect(html.match(/href="\/contact"/g)).toHaveLength(2)
    expect(html.match(/href="tel:\+18005550142"/g)).toHaveLength(2)
  })

  it('renders the place-specific content: statistics, neighbourhoods and answers', () => {
    const text = textOf(renderBlock('city-landing', data))
    expect(text).toContain('Sacramento foreclosures stopped 150+')
    expect(text).toContain('Pocket-Greenhaven')
    expect(text).toContain('Sacramento runs on state government')
    expect(text).toContain('Notice of Trustee Sale at least 20 days')
  })

  it('gives California pages the destructive emergency badge, others the primary one', () => {
    const badge = (html: string) => html.match(/<span class="([^"]*)">[^]*?24\/7/)?.[1]
    expect(badge(renderBlock('city-landing', data))).toContain('bg-destructive')
    expect(badge(renderBlock('city-landing', chicago))).toContain('bg-primary')
  })

  it('emits LocalBusiness named brand + city with telephone and five places', () => {
    const [business] = structuredData(chicago)
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Keystone Home Rescue Chicago',
      telephone: '(800) 555-0142',
      description: expect.stringContaining('in Chicago, Illinois'),
      areaServed: ['Chicago', 'Evanston', 'Oak Park', 'Cicero', 'Skokie'].map((name) => ({
        '@type': 'Place',
        name,
      })),
    })
  })

  it('emits FAQPage structured data of the five questions and answers', () => {
    const [, faqPage] = structuredData(chicago) as [unknown, { mainEntity: object[] }]
    expect(faqPage).toMatchObject({ '@type': 'FAQPage' })
    expect(faqPage.mainEntity).toHaveLength(5)
    expect(faqPage.mainEntity[3]).toMatchObject({
      name: 'How does Illinois foreclosure law work?',
      acceptedAnswer: { text: expect.stringContaining('California forecloses without a court') },
    })
  })
})
