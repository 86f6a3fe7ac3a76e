import { getContent } from '../../lib/content/cache'
import { pickArticles, type ArticleCard } from './article-cards'

/**
 * The cards of the given article routes, read from the site's validated article pages at build time.
 * The renderer gives blocks no access to other pages, so this block reads the content cache
 * itself; it is a static block, never shipped to the browser.
 */
export function siteArticles(routes: readonly string[]): ArticleCard[] {
  return pickArticles(routes, getContent().pages)
}
