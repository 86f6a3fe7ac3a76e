import { getContent } from '../../content-engine/cache'
import type { ContentPageData } from '../../renderer/page-context'

/** Every content route with its page, so prerendering looks nothing up again. */
export function onBeforePrerenderStart() {
  const content = getContent()
  return content.pages.map((page) => {
    const contentPage: ContentPageData = { content, page }
    return { url: page.route, pageContext: { contentPage } }
  })
}
