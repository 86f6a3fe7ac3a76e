import { describe, expect, it } from 'vitest'
import type { Site } from '../lib/site/schema'
import { placeholderValues } from './site-placeholders'

const real = {
  host: 'https://www.keystonehomerescue.com',
  email: 'help@keystonehomerescue.com',
  phone: { display: '(312) 555-2200', e164: '+13125552200' },
} as Site

describe('example contact values', () => {
  it('refuses reserved example domains and fictional 555-01xx numbers', () => {
    const example = {
      host: 'https://www.example.com',
      email: 'help@example.com',
      phone: { display: '(800) 555-0142', e164: '+18005550142' },
    } as Site
    expect(placeholderValues(example).map((entry) => entry.path.join('.'))).toEqual([
      'host',
      'email',
      'phone.e164',
    ])
    expect(placeholderValues({ ...real, email: 'me@shop.test' })).toHaveLength(1)
  })

  it('accepts the business own values, and examples when the site is marked as a demo', () => {
    expect(placeholderValues(real)).toEqual([])
    expect(placeholderValues({ ...real, email: 'help@example.com', demo: true })).toEqual([])
  })
})
