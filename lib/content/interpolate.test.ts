import { describe, expect, it } from 'vitest'
import { interpolateSite } from './interpolate'
import type { Site } from '../site/schema'

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
