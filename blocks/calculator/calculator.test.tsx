import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'
import {
  LTV,
  caretAfterDigits,
  computeEquity,
  formatAmountInput,
  formatUsd,
  parseAmount,
} from './equity'

describe('equity arithmetic', () => {
  it('available = max(0, home × ltv% − balance); total = home − balance', () => {
    expect(computeEquity(500_000, 300_000, 80)).toEqual({
      available_equity: 100_000,
      total_equity: 200_000,
    })
    expect(computeEquity(300_000, 280_000, 80)).toEqual({
      available_equity: 0,
      total_equity: 20_000,
    })
    expect(computeEquity(400_000, 100_000, 95).available_equity).toBe(280_000)
  })

  it('reads amounts with $ and separators; anything non-numeric counts as 0', () => {
    expect(parseAmount('$450,000')).toBe(450_000)
    expect(parseAmount(' 1 200 ')).toBe(1_200)
    expect(parseAmount('abc')).toBe(0)
    expect(parseAmount('12abc')).toBe(0)
  })

  it('shows US dollars without decimals', () => {
    expect(formatUsd(100_000)).toBe('$100,000')
    expect(formatUsd(1234.56)).toBe('$1,235')
    expect(formatUsd(-5_000)).toBe('-$5,000')
  })
})

describe('amounts formatted while typing', () => {
  it('shows digits as whole US dollars and leaves text without digits as typed', () => {
    expect(formatAmountInput('450000')).toBe('$450,000')
    expect(formatAmountInput('$45,0000')).toBe('$450,000')
    expect(formatAmountInput('1234.56')).toBe('$1,234')
    expect(formatAmountInput('007')).toBe('$7')
    expect(formatAmountInput('')).toBe('')
    expect(formatAmountInput('a lot')).toBe('a lot')
  })

  it('puts the caret back after the same digit it followed', () => {
    // "45|0000" typed into "$45,000" becomes "$450,000" with the caret after "45"
    expect(caretAfterDigits('$450,000', 2)).toBe(3)
    expect(caretAfterDigits('$450,000', 4)).toBe(6)
    expect(caretAfterDigits('$450,000', 0)).toBe(1)
    expect(caretAfterDigits('$450,000', 9)).toBe(8)
  })
})

describe('calculator block', () => {
  const { data, issues } = loadExample('calculator')
  const html = renderBlock('calculator', data)

  it('example validates, with the labels filled in by default', () => {
    expect(issues).toEqual([])
    expect(data).toMatchObject({ homeValueLabel: 'Estimated home value', id: 'calculator' })
  })

  it('renders the input view: labelled fields, a 50–95 slider at 80, Calculate disabled', () => {
    const ids = [...html.matchAll(/<input[^>]*id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toHaveLength(3)
    for (const id of ids) expect(html).toContain(`for="${id}"`)
    const slider = /<input[^>]*type="range"[^>]*>/.exec(html)?.[0] ?? ''
    expect(slider).toContain(`min="${LTV.min}"`)
    expect(slider).toContain('max="95"')
    expect(slider).toContain('step="5"')
    expect(slider).toContain('value="80"')
    expect(html).toMatch(/<button type="submit"[^>]*disabled/)
    expect(textOf(html)).toContain('Maximum loan-to-value (LTV) 80%')
    expect(html).toMatch(/<output for="([^"]+)"[^>]*>80%<\/output>/)
  })
})
