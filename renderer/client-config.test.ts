import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateNode } from '../content-engine/validate-node'
import { YamlSource } from '../content-engine/yaml-source'
import { SiteSchema, type Site } from '../lib/site/schema'
import { clientConfig } from './client-config'

const fixtureSite = readFileSync('content-engine/fixtures/site.yaml', 'utf8')

/** The fixture site.yaml plus `extra` lines, validated with the schema's defaults filled in. */
function siteWith(extra: string): Site {
  const source = new YamlSource('site.yaml', `${fixtureSite}\n${extra}`)
  const site = source.data as Site
  expect(validateNode({ source, at: [], value: site, schema: SiteSchema })).toEqual([])
  return site
}

describe('client config (#site-config)', () => {
  it('gives the bootstrap the phone, analytics ids and popup settings of site.yaml', () => {
    const site = siteWith(
      'popup:\n  delaySeconds: 35\n  scrollPercent: 60\n  description: A specialist calls you back within 2 hours.\n',
    )
    expect(clientConfig(site)).toMatchObject({
      phone: { display: '(800) 555-0100', href: 'tel:+18005550100' },
      analytics: { gtmId: null, gaId: null, metaPixelId: null },
      popup: {
        delaySeconds: 35,
        scrollPercent: 60,
        offerGuide: true,
        description: 'A specialist calls you back within 2 hours.',
      },
    })
  })

  it('falls back to the component defaults, 30 s and 50 %, without a popup: key', () => {
    expect(fixtureSite).not.toMatch(/^popup:/m)
    expect(clientConfig(siteWith('')).popup).toMatchObject({
      delaySeconds: 30,
      scrollPercent: 50,
      offerGuide: true,
    })
  })
})
