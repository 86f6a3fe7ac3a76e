import { getContent } from '../../content-engine/cache'
import type { ContentPageData } from '../../renderer/page-context'
import { prerenderStarts } from '../../renderer/render-timing'

/**
 * Every content page's URL with its page data, so that vike renders each page without calling
 * `+onBeforeRender` again (the content is validated once, before the bundles are made).
 */
export function onBeforePrerenderStart() {
  prerenderStarts()
  const content = getContent()
  return content.pages.map((page) => {
    const contentPage: ContentPageData = { content, page }
    return { url: page.route, pageContext: { contentPage } }
  })
}
