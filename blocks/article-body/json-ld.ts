import type { Article, WithContext } from 'schema-dts'
import type { RenderContext } from '../../lib/site/render-context'

interface ArticleFacts {
  title: string
  excerpt: string
  author: string
  publishDate: string
  tags: readonly string[]
}

/** schema.org Article of an article page, published by the brand. */
export function articleJsonLd(article: ArticleFacts, ctx: RenderContext): WithContext<Article> {
  const url = ctx.host + ctx.path
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishDate,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: ctx.brand, url: ctx.host },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: article.tags.join(', '),
    inLanguage: 'en-US',
  }
}
