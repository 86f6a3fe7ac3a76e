import type { PageContextServer } from 'vike/types'
import { getPage, getServedContent } from '../../content-engine/cache'
import type { ContentPageData } from '../../renderer/page-context'

/** In dev (prerendering gets it from `+onBeforePrerenderStart`): the route's page, looked up once. */
export function onBeforeRender({ urlPathname }: PageContextServer) {
  const page = getPage(urlPathname)
  if (!page) throw new Error(`No content page for ${urlPathname}`)
  const contentPage: ContentPageData = { content: getServedContent(), page }
  return { pageContext: { contentPage } }
}
