import { describe, expect, it } from 'vitest'
import { fillBlock, interpolateSite } from './interpolate'
import type { Site } from '../lib/site/schema'

const site = {
  brand: 'Keystone Home Rescue',
  phone: { display: '(800) 555-0142', e164: '+18005550142' },
  email: 'help@example.com',
} as Site

describe('site placeholders', () => {
  it('fills {phone}, tel:{phone}, {email}, mailto:{email} and {brand} at any depth', () => {
    expect(
      interpolateSite(
        {
          a: ['Call {phone}', { href: 'tel:{phone}' }],
          b: 'mailto:{email}',
          c: '{brand} at {email}',
          n: 3,
        },
        site,
      ),
    ).toEqual({
      a: ['Call (800) 555-0142', { href: 'tel:+18005550142' }],
      b: 'mailto:help@example.com',
      c: 'Keystone Home Rescue at help@example.com',
      n: 3,
    })
  })

  it('fills several placeholders of a text in one pass and leaves other braces as written', () => {
    expect(
      interpolateSite('{brand}: call {phone} (tel:{phone}), {unknown}, {"a": 1}, {brand', site),
    ).toBe(
      'Keystone Home Rescue: call (800) 555-0142 (tel:+18005550142), {unknown}, {"a": 1}, {brand',
    )
    expect(interpolateSite('Write to mailto:{email} or {email}.', site)).toBe(
      'Write to mailto:help@example.com or help@example.com.',
    )
  })

  it('does not read a filled-in value again', () => {
    expect(interpolateSite('{brand}', { ...site, brand: 'The {phone} team' })).toBe(
      'The {phone} team',
    )
  })

  it('names the rating body and review source only when they are set', () => {
    const claims = ['Rated A+{ratingBy}.', '4.9/5 from 150 reviews{reviewsOn}']
    expect(
      interpolateSite(claims, { ...site, trust: { ratingBody: '', reviewSource: '' } }),
    ).toEqual(['Rated A+.', '4.9/5 from 150 reviews'])
    const named = {
      ...site,
      trust: { ratingBody: 'the Rating Bureau', reviewSource: 'ReviewSite' },
    }
    expect(interpolateSite(claims, named)).toEqual([
      'Rated A+ by the Rating Bureau.',
      '4.9/5 from 150 reviews on ReviewSite',
    ])
  })
})

describe("a block's place placeholders", () => {
  it("fills {city}, {region}, {state} from the block's own fields, with the site's", () => {
    const block = {
      type: 'city-landing',
      city: 'Tampa',
      region: 'Tampa Bay',
      state: 'Florida',
      heading: 'Stop Foreclosure in {city}',
      faq: [{ question: 'How does {state} foreclosure law work?' }],
      closing: 'And all other {region} communities; call {phone}',
    }
    expect(fillBlock(block, site)).toEqual({
      ...block,
      heading: 'Stop Foreclosure in Tampa',
      faq: [{ question: 'How does Florida foreclosure law work?' }],
      closing: 'And all other Tampa Bay communities; call (800) 555-0142',
    })
  })

  it("leaves a place placeholder the block does not declare, for the build's leak check", () => {
    const block = { type: 'neighbourhoods', region: 'Cook County', title: '{city} and {region}' }
    expect(fillBlock(block, site).title).toBe('{city} and Cook County')
  })
})
