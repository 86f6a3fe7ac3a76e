import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('legal-text block', () => {
  const { data, issues } = loadExample('legal-text')

  it('example validates', () => expect(issues).toEqual([]))

  it('renders the title as the one H1, the date and the structured text', () => {
    const html = renderBlock('legal-text', data)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain('<time dateTime="2026-11-01">November 1, 2026</time>')
    expect(html).toMatch(/<h2[^>]*>What We Collect<\/h2>/)
    expect(textOf(html)).toContain('Contact details: your name, phone number and e-mail address.')
  })
})
