import { describe, expect, it } from 'vitest'
import { displayProblem, sameUsNumber, shownAs, usDigits } from './phone-numbers'

describe('US phone numbers', () => {
  it('reads the ten digits of a number written with or without its country code', () => {
    expect(usDigits('(800) 555-0199')).toBe('8005550199')
    expect(usDigits('1 (800) 555-0199')).toBe('8005550199')
    expect(usDigits('+1 800.555.0199')).toBe('8005550199')
    expect(usDigits('+18005550199')).toBe('8005550199')
  })

  it('reads no number from too many digits, too few, or words', () => {
    expect(usDigits('(800) 555-01422')).toBeUndefined()
    expect(usDigits('555-0199')).toBeUndefined()
    expect(usDigits('+180055501990')).toBeUndefined()
    expect(usDigits('phone')).toBeUndefined()
    expect(usDigits('{phone}')).toBeUndefined()
  })

  it('reads no number from a 1 and nine digits: a digit is missing, not a leading 1 written', () => {
    expect(usDigits('1-800-555-019')).toBeUndefined()
    expect(displayProblem('1-800-555-019', '+18005550199')).toMatch(/is not a US phone number/)
  })

  it('tells one number from another, whether or not the leading 1 is written', () => {
    expect(sameUsNumber('(800) 555-0199', '+18005550199')).toBe(true)
    expect(sameUsNumber('800-555-0199', '18005550199')).toBe(true)
    expect(sameUsNumber('(800) 555-0199', '+18005550142')).toBe(false)
    expect(sameUsNumber('phone', 'phone')).toBe(false)
  })

  it('shows ten digits the way a page does', () => {
    expect(shownAs('8005550142')).toBe('(800) 555-0142')
  })
})

describe('the shown phone number against the dialled one', () => {
  it('finds nothing wrong when both are one number', () => {
    expect(displayProblem('(800) 555-0199', '+18005550199')).toBeUndefined()
    expect(displayProblem('1-800-555-0199', '+18005550199')).toBeUndefined()
  })

  it('names both numbers and both fixes when they differ', () => {
    expect(displayProblem('(800) 555-0199', '+18005550142')).toBe(
      '"(800) 555-0199" is not the number e164 dials (+18005550142), so every page would show one number and call another: fix the wrong one, display to (800) 555-0142 or e164 to "+18005550199"',
    )
  })

  it('asks for the dialled number when the shown one is not a phone number', () => {
    expect(displayProblem('(800) 555-01422', '+18005550142')).toBe(
      '"(800) 555-01422" is not a US phone number (ten digits, with or without a leading 1): write the number e164 dials, (800) 555-0142',
    )
  })
})
