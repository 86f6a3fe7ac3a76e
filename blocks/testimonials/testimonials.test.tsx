import { describe, expect, it } from 'vitest'
import {
  loadExample,
  renderBlock,
  testContext,
  textOf,
} from '../../content-engine/testing/block-examples'
import { testimonialsBlock } from './index'

describe('testimonials block', () => {
  const { data, issues } = loadExample('testimonials')

  it('example validates', () => {
    expect(issues).toEqual([])
    expect(data.verifiedLabel).toBe('Verified Client')
  })

  it('shows the first `limit` testimonials with stars, outcome, author and long US date', () => {
    const html = renderBlock('testimonials', data)
    const text = textOf(html)
    expect(text).toContain('4.9/5 average rating from 150 reviews')
    expect(text).toContain('They took over my loan and set up an interest-only plan')
    expect(text).toContain('Foreclosure stopped 10 days before the sale; payments cut by 50%')
    expect(text).toContain('Maria R. Sacramento, CA · Foreclosure Rescue January 15, 2024')
    expect(text).toContain('James T.')
    expect(text).not.toContain('Linda K.')
    expect(html).toContain('aria-label="Rated 5 out of 5"')
    expect(html.match(/<blockquote/g)).toHaveLength(2)
  })

  it('shows every testimonial when no limit is set', () => {
    const { limit: _limit, ...all } = data
    expect(textOf(renderBlock('testimonials', all))).toContain('Linda K.')
  })

  it('emits one Review per testimonial shown, attached to the organisation', () => {
    const [jsonLd] = testimonialsBlock.structuredData!({ ...data, ctx: testContext } as never)
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://www.example.com/#organization',
      name: 'Keystone Home Rescue',
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Maria R.' },
          reviewBody: expect.stringContaining('I was three months behind'),
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
          datePublished: '2024-01-15',
        },
        expect.objectContaining({
          author: { '@type': 'Person', name: 'James T.' },
          datePublished: '2024-02-02',
        }),
      ],
    })
  })

  it('shows a client photo, when given, small and lazily loaded beside the name', () => {
    const [first, ...rest] = data.items as Record<string, unknown>[]
    const image = { src: '/images/hero-home.svg', alt: 'Portrait of the client' }
    const html = renderBlock('testimonials', { ...data, items: [{ ...first, image }, ...rest] })
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toMatch(
      /<img [^>]*alt="Portrait of the client" width="480" height="400" loading="lazy"/,
    )
  })
})
