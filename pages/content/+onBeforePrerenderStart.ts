import { getContent } from '../../lib/content/cache'

/** Every content route with its page, so prerendering looks nothing up again. */
export function onBeforePrerenderStart() {
  const content = getContent()
  return content.pages.map((page) => ({
    url: page.route,
    pageContext: { contentPage: { content, page } },
  }))
}
