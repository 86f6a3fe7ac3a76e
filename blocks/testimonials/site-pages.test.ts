import { describe, expect, it } from 'vitest'
import { loadContent } from '../../content-engine/load'
import { renderPageHtml } from '../../renderer/render-page'
import { textOf } from '../../content-engine/testing/block-examples'

/** Every built page that shows testimonials, checked as a search engine reads it. */
describe('pages with testimonials', () => {
  const { content } = loadContent()
  if (!content) throw new Error('content is invalid: run npm run check')
  const { ratingValue, reviewCount } = content.site.organization
  const pages = content.pages.filter((page) => page.blocks.some((b) => b.type === 'testimonials'))

  it('include the home page (three testimonials) and the testimonials page (six)', () => {
    const count = (route: string) =>
      pages
        .find((page) => page.route === route)!
        .blocks.flatMap((b) => (b.type === 'testimonials' ? b.items.slice(0, b.limit) : [])).length
    expect(count('/')).toBe(3)
    expect(count('/testimonials')).toBe(6)
  })

  it.each(pages.map((page) => [page.route, page] as const))(
    '%s emits exactly the reviews it shows, and shows the rating the organisation declares',
    (_route, page) => {
      const html = renderPageHtml(content, page)
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      const organisation = jsonLd.find((node) => node.aggregateRating)!
      const reviewed = jsonLd.filter((node) => node.review)
      expect(organisation.aggregateRating).toMatchObject({ ratingValue, reviewCount })
      expect(reviewed.every((node) => node['@id'] === organisation['@id'])).toBe(true)

      const emitted = reviewed.flatMap(
        (node) => node.review as { author: { name: string }; reviewBody: string }[],
      )
      const shownAuthors = [...html.matchAll(/<figcaption[^>]*><span[^>]*>([^<]+)<\/span>/g)].map(
        (m) => m[1],
      )
      const shownQuotes = [...html.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)].map(
        (m) => textOf(m[1]!).replace(/^“\s*|\s*”$/g, ''),
      )
      expect(emitted.map((review) => review.author.name)).toEqual(shownAuthors)
      expect(emitted.map((review) => review.reviewBody)).toEqual(shownQuotes)
      expect(textOf(html)).toContain(`${ratingValue}/5 average rating from ${reviewCount} reviews`)
    },
  )
})
