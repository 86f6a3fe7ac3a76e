import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../lib/content/load'
import { validateNode } from '../lib/content/validate-node'
import { YamlSource } from '../lib/content/yaml-source'
import { SiteSchema, type Site } from '../lib/site/schema'
import { clientConfig } from './client-config'

describe('client config (#site-config)', () => {
  it('gives the bootstrap the site popup settings: 35 s and 60 %, with the guide offered', () => {
    const { content } = loadContent()
    expect(clientConfig(content!.site)).toMatchObject({
      phone: { display: '(800) 555-0142', href: 'tel:+18005550142' },
      analytics: { gtmId: null, gaId: null, metaPixelId: null },
      popup: { delaySeconds: 35, scrollPercent: 60, offerGuide: true },
    })
    expect(clientConfig(content!.site).popup.description).toMatch(/within 2 hours/)
  })

  it('falls back to the component defaults, 30 s and 50 %, without a popup: key', () => {
    const yaml = readFileSync('content/site.yaml', 'utf8').replace(/^popup:\n(?: {2}.*\n)+/m, '')
    expect(yaml).not.toMatch(/^popup:/m)
    const source = new YamlSource('content/site.yaml', yaml)
    const site = source.data as Site
    expect(validateNode({ source, at: [], value: site, schema: SiteSchema })).toEqual([])
    expect(site.popup).toMatchObject({ delaySeconds: 30, scrollPercent: 50, offerGuide: true })
  })
})
