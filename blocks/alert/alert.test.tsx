import { describe, expect, it } from 'vitest'
import { loadExample, renderBlock, textOf } from '../../content-engine/testing/block-examples'

describe('alert block', () => {
  const { data, issues } = loadExample('alert')

  it('example validates, as a banner with the alert icon by default', () => {
    expect(issues).toEqual([])
    expect(data).toMatchObject({ layout: 'banner', icon: 'alert' })
  })

  it('renders title, text and a destructive call button with its tracking context', () => {
    const html = renderBlock('alert', {
      ...data,
      buttons: [{ label: 'Call now', href: 'tel:+18005550142', context: 'emergency-alert' }],
    })
    expect(textOf(html)).toContain(
      'Foreclosure emergency? Auction in days? Our emergency line answers 24/7 and we can often halt a sale within 24-48 hours. Call now',
    )
    expect(html).toMatch(
      /<a[^>]*class="[^"]*bg-destructive[^"]*"[^>]*href="tel:\+18005550142"[^>]*data-context="emergency-alert"/,
    )
    expect(html).not.toMatch(/<h[1-6]/)
  })

  it('the card layout and warning tone change the look, not the words', () => {
    const html = renderBlock('alert', { ...data, tone: 'warning', layout: 'card', buttons: [] })
    expect(html).toContain('border-warning')
    expect(html).toContain('rounded-xl')
    expect(html).not.toContain('<a')
  })
})
