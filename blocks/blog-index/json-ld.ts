import type { Blog, BlogPosting, WithContext } from 'schema-dts'
import type { RenderContext } from '../../lib/site/render-context'
import type { ArticleCard } from './article-cards'

/** schema.org Blog listing the articles shown on the blog index. */
export function blogJsonLd(
  articles: readonly ArticleCard[],
  ctx: RenderContext,
): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${ctx.brand} Blog`,
    url: ctx.host + ctx.path,
    publisher: { '@type': 'Organization', name: ctx.brand, url: ctx.host },
    blogPost: articles.map((article): BlogPosting => ({
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishDate,
      author: { '@type': 'Organization', name: article.author },
      url: ctx.host + article.href,
    })),
  }
}
