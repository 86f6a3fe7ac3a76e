import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('hero block', () => {
  const { data, issues } = loadExample('hero')

  it('example validates', () => expect(issues).toEqual([]))

  it('renders the one H1 with the highlighted part in the accent colour', () => {
    const html = renderBlock('hero', data)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(textOf(html.match(/<h1[\s\S]*<\/h1>/)![0])).toBe('Stop Foreclosure. Keep Your Options.')
    expect(html).toMatch(/<span class="text-primary">Keep Your Options\.<\/span>/)
  })

  it('renders the badge, intro, buttons and points', () => {
    const html = renderBlock('hero', data)
    const text = textOf(html)
    expect(text).toContain('24/7 Emergency Foreclosure Help')
    expect(text).toContain('Licensed partner brokers and agents in all 50 states.')
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Get Free Consultation<\/a>/)
    expect(html).toMatch(/<a[^>]*href="tel:\+18005550142"[^>]*data-context="hero"/)
    expect(text).toContain('Response within 24 hours')
    expect(html).toContain('bg-destructive')
  })

  it('renders no buttons or points when there are none', () => {
    const html = renderBlock('hero', { type: 'hero', title: 'Plain', buttons: [], points: [] })
    expect(html).not.toContain('<a')
    expect(html).not.toContain('<ul')
  })

  it('shows its image beside the heading from wide screens up, at once and with its size', () => {
    const image = { src: '/images/hero-home.svg', alt: 'A drawing of a house' }
    const html = renderBlock('hero', { ...data, image })
    expect(html).toMatch(
      /<picture><img src="\/images\/hero-home.svg" alt="A drawing of a house" width="480" height="400" loading="eager"/,
    )
    expect(html).toMatch(/<img [^>]*class="[^"]*hidden[^"]*lg:block/)
    expect(renderBlock('hero', data)).not.toContain('<img')
  })
})
