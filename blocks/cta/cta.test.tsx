import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('cta block', () => {
  const { data, issues } = loadExample('cta')

  it('example validates', () => {
    expect(issues).toEqual([])
  })

  it('renders heading, text, points and both buttons as links', () => {
    const html = renderBlock('cta', data)
    const text = textOf(html)
    expect(html).toMatch(/<h2[^>]*>Facing Foreclosure\? Act Today\.<\/h2>/)
    expect(text).toContain('the consultation is free and there are no upfront fees')
    expect(text).toContain('Response within 1 hour')
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Get My Free Consultation<\/a>/)
    expect(html).toMatch(/<a[^>]*href="tel:\+18005550142"[^>]*data-context="cta"/)
  })

  it('styles the emergency tone differently from the default tone', () => {
    const emergency = renderBlock('cta', data)
    const plain = renderBlock('cta', { ...data, tone: 'default' })
    expect(emergency).toContain('border-destructive')
    expect(plain).not.toContain('border-destructive')
  })
})
