import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentReady, getPage, getServedContent } from '../../content-engine/cache'
import type { ContentPageData } from '../../renderer/page-context'

/**
 * The route's page, looked up once the content is there (a build validates it while vike
 * prepares the pages), or the not-found page when no content page has this route.
 */
export async function onBeforeRender({ urlPathname }: PageContextServer) {
  await contentReady()
  const page = getPage(urlPathname)
  if (!page) throw render(404)
  const contentPage: ContentPageData = { content: getServedContent(), page }
  return { pageContext: { contentPage } }
}
