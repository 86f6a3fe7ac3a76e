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

/** Every article of the site by id: the pages under /blog/ that hold an article-body block. */
export function articlesById(pages: readonly PageLike[]): Map<string, ArticleCard> {
  const articles = new Map<string, ArticleCard>()
  for (const page of pages) {
    const id = /^\/blog\/([^/]+)$/.exec(page.route)?.[1]
    const body = (page.blocks as { type: string }[]).find(isArticleBody)
    if (!id || !body) continue
    const { title, excerpt, author, publishDate, tags } = body
    articles.set(id, { id, href: page.route, title, excerpt, author: author!, publishDate, tags })
  }
  return articles
}

/** The cards of the given article ids, in order; an unknown id is an error naming the known ones. */
export function pickArticles(ids: readonly string[], pages: readonly PageLike[]): ArticleCard[] {
  const articles = articlesById(pages)
  return ids.map((id) => {
    const article = articles.get(id)
    if (article) return article
    const known = [...articles.keys()].join(', ') || 'none'
    throw new Error(
      `blog-index: no article "${id}": expected content/pages/blog/${id}.yaml with an article-body block (articles: ${known})`,
    )
  })
}
