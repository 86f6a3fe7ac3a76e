import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { loadExample, testContext, textOf } from '../../content-engine/testing/block-examples'
import { pickArticles } from './article-cards'
import { BlogIndex, type BlogIndexProps } from './BlogIndex'
import { blogJsonLd } from './json-ld'
import { validatePage } from '../../content-engine/validate-page'
import { YamlSource } from '../../content-engine/yaml-source'
import { routeOf } from '../../content-engine/routes'

const articleBlock = (title: string, publishDate: string, tags: string[]) => ({
  type: 'article-body',
  title,
  excerpt: `${title} excerpt`,
  author: 'Keystone Home Rescue Expert Team',
  publishDate,
  tags,
  body: 'Body',
  backLink: { label: 'Back to Blog', href: '/blog' },
})

const pages = [
  { route: '/blog', blocks: [{ type: 'hero' }] },
  {
    route: '/blog/first',
    blocks: [{ type: 'hero' }, articleBlock('First', '2024-01-15', ['A', 'B', 'C', 'D'])],
  },
  { route: '/blog/second', blocks: [articleBlock('Second', '2024-01-05', ['E'])] },
  { route: '/services/first', blocks: [articleBlock('Not a blog article', '2024-01-01', ['X'])] },
  { route: '/blog/no-article', blocks: [{ type: 'hero' }] },
]

describe('pickArticles', () => {
  it('reads each card from the article-body block of /blog/<id>, in the order asked', () => {
    const cards = pickArticles(['/blog/second', '/blog/first'], pages)
    expect(cards.map((card) => [card.id, card.href, card.title])).toEqual([
      ['second', '/blog/second', 'Second'],
      ['first', '/blog/first', 'First'],
    ])
    expect(cards[1]).toMatchObject({
      excerpt: 'First excerpt',
      author: 'Keystone Home Rescue Expert Team',
      publishDate: '2024-01-15',
      tags: ['A', 'B', 'C', 'D'],
    })
  })

  it('fails, naming the known articles, for a page that holds no article', () => {
    expect(() => pickArticles(['/blog/first', '/blog/no-article'], pages)).toThrow(
      'blog-index: /blog/no-article has no article-body block (articles: /blog/first, /blog/second)',
    )
  })
})

describe('blog-index view', () => {
  const { data, issues } = loadExample('blog-index')
  const articles = pickArticles(['/blog/first', '/blog/second'], pages)
  const props = { ...data, ctx: testContext, articles } as unknown as BlogIndexProps
  const html = renderToStaticMarkup(createElement(BlogIndex, props))
  const cardHtml = html.match(/<article[\s\S]*?<\/article>/g) ?? []

  it('example validates, with default headings', () => {
    expect(issues).toEqual([])
    expect(data).toMatchObject({
      featuredTitle: 'Featured Article',
      recentTitle: 'Recent Articles',
    })
  })

  it('shows the featured card under its heading, then the recent grid', () => {
    const text = textOf(html)
    expect(text).toMatch(/^Featured Article .*First .* Recent Articles .*Second/)
    expect(cardHtml).toHaveLength(2)
  })

  it('shows date in long US format, author, title, excerpt and at most 3 tags, linking to the article', () => {
    const first = textOf(cardHtml[0]!)
    expect(first).toBe(
      'A B C First First excerpt January 15, 2024 Keystone Home Rescue Expert Team Read Article →',
    )
    expect(cardHtml[0]).toMatch(/<a href="\/blog\/first"[^>]*>First<\/a>/)
    expect(cardHtml[1]).toMatch(/<a href="\/blog\/second"[^>]*>Second<\/a>/)
    expect(textOf(cardHtml[1]!)).toContain('January 5, 2024')
  })

  it('gives each card exactly one link', () => {
    for (const card of cardHtml) expect(card.match(/<a /g)).toHaveLength(1)
  })
})

describe('blog-index with the articles of the site', () => {
  const { data } = loadExample('blog-index')
  const { featured, recent } = data as { featured: { href: string }; recent: { href: string }[] }
  const routes = [featured, ...recent].map((article) => article.href)
  const readArticlePages = () =>
    readdirSync('content/pages/blog')
      .filter((name) => name !== 'index.yaml')
      .map((name) => {
        const file = `content/pages/blog/${name}`
        const source = new YamlSource(file, readFileSync(file, 'utf8'))
        const { page, issues } = validatePage(source, source.data)
        if (!page) throw new Error(`${file}: ${JSON.stringify(issues)}`)
        return { route: routeOf(`blog/${name}`), blocks: page.blocks }
      })

  it('finds every listed article, with the spec publish dates, as Blog structured data', () => {
    const articles = pickArticles(routes, readArticlePages())
    const jsonLd = blogJsonLd(articles, { ...testContext, path: '/blog' })
    expect(jsonLd).toMatchObject({
      '@type': 'Blog',
      url: 'https://www.example.com/blog',
      blogPost: [
        { url: 'https://www.example.com/blog/stop-foreclosure-guide', datePublished: '2024-01-15' },
        { url: 'https://www.example.com/blog/cash-home-buying-guide', datePublished: '2024-01-10' },
        {
          url: 'https://www.example.com/blog/foreclosure-warning-signs',
          datePublished: '2024-01-05',
        },
      ],
    })
  })
})
