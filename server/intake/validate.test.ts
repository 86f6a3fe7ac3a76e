import { describe, expect, it } from 'vitest'
import { VALID_LEAD, VALID_MESSAGE, VALID_PHONE_CLICK } from '../testing/test-app'
import { validateIntake } from './validate'

const errorsOf = (result: ReturnType<typeof validateIntake>) => (result.ok ? [] : result.errors)

describe('validateIntake', () => {
  it('accepts a valid body of each kind', () => {
    expect(validateIntake('lead', VALID_LEAD).ok).toBe(true)
    expect(validateIntake('message', VALID_MESSAGE).ok).toBe(true)
    expect(validateIntake('phone-click', VALID_PHONE_CLICK).ok).toBe(true)
  })

  it('names the field of each problem and says what it must be', () => {
    const { name: _name, ...withoutName } = VALID_LEAD
    const body = {
      ...withoutName,
      source: 42,
      wantsGuide: 'Maybe',
      path: 'chicago',
      email: 'x'.repeat(250) + '@example.com',
      admin: true,
    }
    expect(errorsOf(validateIntake('lead', body))).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'admin', message: 'is not an accepted field' },
      { field: 'email', message: 'must be at most 254 characters' },
      { field: 'source', message: 'must be a string' },
      { field: 'path', message: 'must be a page path starting with /' },
      { field: 'wantsGuide', message: 'must be one of: Yes, No, N/A' },
    ])
  })

  it('words short, malformed and unknown values', () => {
    const click = { ...VALID_PHONE_CLICK, href: 'tel', linkText: 7 }
    expect(errorsOf(validateIntake('phone-click', click))).toEqual([
      { field: 'linkText', message: 'must be a string' },
      { field: 'href', message: 'is too short' },
      { field: 'href', message: 'must be a tel: link' },
    ])
    const message = { ...VALID_MESSAGE, service: 'Loans', email: 'nobody' }
    expect(errorsOf(validateIntake('message', message))).toEqual([
      { field: 'email', message: 'must be a valid email address' },
      { field: 'service', message: `must be one of: ${SERVICES}` },
    ])
  })
})

const SERVICES =
  'Foreclosure Rescue Financing, Cash-Out & Second-Lien Financing, Auction Delay & Forbearance, ' +
  'Cash Home Purchase, General Consultation, '
