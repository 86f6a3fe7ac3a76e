import { describe, expect, it } from 'vitest'
import {
  loadExample,
  renderBlock,
  testContext,
  textOf,
} from '../../content-engine/testing/block-examples'
import { articleBodyBlock } from './index'
import { ArticleBodySchema } from './schema'

describe('article-body block', () => {
  const { data, issues } = loadExample('article-body')
  const html = renderBlock('article-body', data)
  const text = textOf(html)

  it('example validates; the author defaults to the brand expert team and the back link to /blog', () => {
    expect(issues).toEqual([])
    expect(ArticleBodySchema.properties.author.default).toBe('{brand} Expert Team')
    expect(data.author).toBe('Keystone Home Rescue Expert Team')
    expect(data.backLink).toEqual({ label: 'Back to Blog', href: '/blog' })
  })

  it('makes the title the only h1 and starts body headings at h2', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toMatch(/<h1[^>]*>How to Stop Foreclosure: A Homeowner&#x27;s Guide<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Act in the First Week<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Know Your Costs<\/h3>/)
  })

  it('shows the back link, the long US date, the author and every tag', () => {
    expect(html).toMatch(/<a href="\/blog"[^>]*>.*Back to Blog<\/a>/)
    expect(html).toContain('<time dateTime="2024-01-15">January 15, 2024</time>')
    expect(text).toContain('Keystone Home Rescue Expert Team')
    expect(text).toContain('Foreclosure Homeowner Tips Legal Rights Emergency')
  })

  it('renders the body markup as paragraphs, a bold line, a list and an italic note', () => {
    expect(html).toContain(
      '<p>Most homeowners wait too long. Every day you wait removes an option.</p>',
    )
    expect(html).toMatch(
      /<p class="font-semibold[^"]*">Call a specialist before the auction date is set.<\/p>/,
    )
    expect(html).toMatch(
      /<ul[^>]*><li>Gather your mortgage statements<\/li><li>Read every notice from your lender<\/li><\/ul>/,
    )
    expect(html).toMatch(
      /<p>An emergency filing typically costs <strong[^>]*>\$500-\$2,000<\/strong>.<\/p>/,
    )
    expect(html).toMatch(
      /<p class="[^"]*italic[^"]*">This guide is general information, not legal advice.<\/p>/,
    )
  })

  it('emits Article structured data published by the brand', () => {
    const props = {
      ...(data as object),
      ctx: { ...testContext, path: '/blog/stop-foreclosure-guide' },
    }
    const [jsonLd] = articleBodyBlock.structuredData!(props as never)
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: "How to Stop Foreclosure: A Homeowner's Guide",
      datePublished: '2024-01-15',
      author: { name: 'Keystone Home Rescue Expert Team' },
      publisher: { '@type': 'Organization', name: 'Keystone Home Rescue' },
      mainEntityOfPage: { '@id': 'https://www.example.com/blog/stop-foreclosure-guide' },
    })
  })
})
