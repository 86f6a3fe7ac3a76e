import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateNode } from '../content-engine/validate-node'
import { YamlSource } from '../content-engine/yaml-source'
import { SiteSchema, type Site } from '../lib/site/schema'
import { breadcrumbJsonLd, jsonForScript, organizationJsonLd } from './structured-data'

const fixtureSite = readFileSync('content-engine/fixtures/site.yaml', 'utf8')

/** The fixture site.yaml with some of its lines replaced, and the problems the schema finds. */
function siteWith(replacements: [string, string][]) {
  let text = fixtureSite
  for (const [line, replacement] of replacements) {
    expect(text).toContain(line)
    text = text.replace(line, replacement)
  }
  const source = new YamlSource('site.yaml', text)
  const site = source.data as Site
  const problems = validateNode({ source, at: [], value: site, schema: SiteSchema })
  return { site, problems: problems.map((issue) => issue.message) }
}

describe('organisation structured data', () => {
  it('takes the business facts from site.yaml', () => {
    const { site, problems } = siteWith([
      [
        'serviceAreaCenter: { latitude: 39.8283, longitude: -98.5795 }',
        'serviceAreaCenter: { latitude: 27.9506, longitude: -82.4572 }',
      ],
      ['openingHours: Mo-Su 00:00-23:59', 'openingHours: Mo-Fr 08:00-20:00'],
      ['serviceRadiusMeters: 2000000', 'serviceRadiusMeters: 80000'],
      ['ratingValue: 4.9', 'ratingValue: 4.7'],
      ['reviewCount: 150', 'reviewCount: 12'],
    ])
    expect(problems).toEqual([])
    const jsonLd = organizationJsonLd(site)
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': 'https://www.example.com/#organization',
      name: 'Test Brand',
      telephone: '(800) 555-0100',
      email: 'team@example.com',
      openingHours: 'Mo-Fr 08:00-20:00',
      aggregateRating: { ratingValue: 4.7, reviewCount: 12, bestRating: 5 },
      areaServed: [
        { '@type': 'Country', name: 'United States' },
        {
          '@type': 'GeoCircle',
          geoRadius: 80000,
          geoMidpoint: { '@type': 'GeoCoordinates', latitude: 27.9506, longitude: -82.4572 },
        },
      ],
    })
  })

  it('writes the coordinates in a fixed order, whatever the order in site.yaml', () => {
    const { site } = siteWith([
      [
        'serviceAreaCenter: { latitude: 39.8283, longitude: -98.5795 }',
        'serviceAreaCenter: { longitude: -98.5795, latitude: 39.8283 }',
      ],
    ])
    expect(jsonForScript(organizationJsonLd(site))).toContain(
      '"geoMidpoint":{"@type":"GeoCoordinates","latitude":39.8283,"longitude":-98.5795}',
    )
  })

  it('refuses opening hours that are not in schema.org form, and coordinates off the globe', () => {
    const hours = siteWith([['openingHours: Mo-Su 00:00-23:59', 'openingHours: 24/7']])
    expect(hours.problems).toHaveLength(1)
    const latitude = siteWith([['latitude: 39.8283', 'latitude: 139.8283']])
    expect(latitude.problems).toHaveLength(1)
  })
})

describe('jsonForScript', () => {
  it('reads back as the same value, with no `<` and nothing above U+00FF in the script', () => {
    const value = { name: 'Rescue — now → </script>', city: 'Zürich', emoji: '😀' }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<\u0100-\uffff]/)
    expect(json).toContain('Zürich')
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('breadcrumb structured data', () => {
  it('lists the trail with absolute URLs from the site host', () => {
    const { site } = siteWith([])
    const trail = [
      { label: 'Home', path: '/', href: '/' },
      { label: 'Services', path: '/services', href: '/services' },
    ]
    expect(breadcrumbJsonLd(site, trail).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Services',
        item: 'https://www.example.com/services',
      },
    ])
  })
})
