import { describe, expect, it } from 'vitest'
import { validateIntake } from '../server/intake/validate'
import { VALID_MESSAGE } from '../server/testing/test-app'
import { isPhoneNumber } from './phone-number'

const samples = [
  '(555) 123-4567',
  '+1 555 987 6543',
  '555.123.4567 ext. 12',
  '5551234 x9',
  'call me',
  '12345',
  '555-CALL-NOW',
  '1'.repeat(41),
]

describe('phone number rule', () => {
  it('is the one the lead API applies', () => {
    for (const phone of samples) {
      const api = validateIntake('message', { ...VALID_MESSAGE, phone })
      expect(isPhoneNumber(phone), phone).toBe(api.ok)
    }
    expect(samples.map(isPhoneNumber)).toEqual([true, true, true, true, false, false, false, false])
  })
})
