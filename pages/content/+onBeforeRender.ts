import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getPage, getServedContent } from '../../content-engine/cache'
import type { ContentPageData } from '../../renderer/page-context'

/** The route's page (dev and the server), or the not-found page when no content page has it. */
export function onBeforeRender({ urlPathname }: PageContextServer) {
  const page = getPage(urlPathname)
  if (!page) throw render(404)
  const contentPage: ContentPageData = { content: getServedContent(), page }
  return { pageContext: { contentPage } }
}
