import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getPage, getServedContent } from '../../content-engine/cache'
import type { ContentPageData } from '../../renderer/page-context'

/**
 * In dev (prerendering gets it from `+onBeforePrerenderStart`): the route's page, looked up once,
 * or the not-found page when no content page has this route.
 */
export function onBeforeRender({ urlPathname }: PageContextServer) {
  const page = getPage(urlPathname)
  if (!page) throw render(404)
  const contentPage: ContentPageData = { content: getServedContent(), page }
  return { pageContext: { contentPage } }
}
