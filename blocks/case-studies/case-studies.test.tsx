import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('case-studies block', () => {
  const { data, issues } = loadExample('case-studies')
  const html = renderBlock('case-studies', data)
  const text = textOf(html)

  it('example validates; is_featured defaults to false', () => {
    expect(issues).toEqual([])
    expect((data.items as { is_featured: boolean }[]).map((s) => s.is_featured)).toEqual([
      true,
      false,
    ])
  })

  it('shows featured stories under the main heading and the others under "More Success Stories"', () => {
    const headings = [...html.matchAll(/<h([23])[^>]*>(.*?)<\/h\1>/g)].map(
      (m) => `h${m[1]} ${m[2]}`,
    )
    expect(headings).toEqual([
      'h2 Featured Success Stories',
      'h3 Family Keeps Their Sacramento Home Days Before Auction',
      'h2 More Success Stories',
      'h3 Inherited Orlando Townhouse Sold in 9 Days',
    ])
  })

  it('shows situation, solution, outcome, amount, timeline and long US date', () => {
    expect(text).toContain('The Situation A family of four fell five months behind')
    expect(text).toContain('The Outcome The sale was cancelled')
    expect(text).toContain('$87,000 saved Resolved in 12 days January 18, 2024')
    expect(text).toContain('Loan Takeover Single Family Home')
  })

  it('shows no amount at all when amount_saved is null', () => {
    expect(text).toContain('Resolved in 9 days February 27, 2024')
    expect(text).not.toMatch(/\$0|null|undefined|NaN/)
    expect(text.match(/saved/g)).toHaveLength(1)
  })

  it('colours the badge by service type', () => {
    expect(html).toMatch(/bg-sky-300[^"]*">Loan Takeover/)
    expect(html).toMatch(/bg-success[^"]*">Cash Purchase/)
  })

  it('shows a property photo, when given, at the top of its story, lazily loaded', () => {
    const [first, ...rest] = data.items as Record<string, unknown>[]
    const image = { src: '/images/hero-city.svg', alt: 'The saved house' }
    const html = renderBlock('case-studies', { ...data, items: [{ ...first, image }, ...rest] })
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toMatch(/<img [^>]*alt="The saved house" width="480" height="400" loading="lazy"/)
  })
})
