import type { BlockData } from '../schemas'
import type { ArticleBodyData } from '../article-body/schema'

/** What a blog card shows, read from the article page's article-body block. */
export interface ArticleCard {
  id: string
  href: string
  title: string
  excerpt: string
  author: string
  publishDate: string
  tags: string[]
}

/** The blog cards show at most this many tags. */
export const MAX_CARD_TAGS = 3

interface PageLike {
  route: string
  blocks: readonly BlockData[] | readonly { type: string }[]
}

function isArticleBody(block: { type: string }): block is ArticleBodyData {
  return block.type === 'article-body'
}

/** Every article of the site by route: the pages under /blog/ that hold an article-body block. */
export function articlesByRoute(pages: readonly PageLike[]): Map<string, ArticleCard> {
  const articles = new Map<string, ArticleCard>()
  for (const page of pages) {
    const id = /^\/blog\/([^/]+)$/.exec(page.route)?.[1]
    if (!id) continue
    const body = (page.blocks as { type: string }[]).find(isArticleBody)
    if (!body) continue
    const { title, excerpt, author, publishDate, tags } = body
    articles.set(page.route, {
      id,
      href: page.route,
      title,
      excerpt,
      author: author!,
      publishDate,
      tags,
    })
  }
  return articles
}

/** The cards of the given article routes, in order; a route without an article is an error. */
export function pickArticles(routes: readonly string[], pages: readonly PageLike[]): ArticleCard[] {
  const articles = articlesByRoute(pages)
  return routes.map((route) => {
    const article = articles.get(route)
    if (article) return article
    const known = [...articles.keys()].join(', ') || 'none'
    throw new Error(`blog-index: ${route} has no article-body block (articles: ${known})`)
  })
}
