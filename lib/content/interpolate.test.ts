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
})
