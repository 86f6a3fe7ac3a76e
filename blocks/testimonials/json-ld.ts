import type { LocalBusiness, Review, WithContext } from 'schema-dts'
import type { RenderContext } from '../../lib/site/render-context'
import type { Testimonial } from './schema'

/**
 * The reviews shown, attached to the organisation node (same @id as the site-wide organisation,
 * which carries the aggregate rating), so the structured data describes exactly what is visible.
 */
export function reviewsJsonLd(
  items: readonly Testimonial[],
  ctx: RenderContext,
): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${ctx.host}/#organization`,
    name: ctx.brand,
    review: items.map((item): Review => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: item.name },
      reviewBody: item.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: item.rating,
        bestRating: 5,
        worstRating: 1,
      },
      datePublished: item.date,
    })),
  }
}
