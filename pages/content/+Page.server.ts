import { getContent } from '../../lib/content/cache'
import { renderPageHtml } from '../../renderer/render-page'
import type { PageRenderer } from '../../renderer/page-renderer'
import '../../renderer/styles.css'

const renderContentPage: PageRenderer = ({ urlPathname }) => {
  const content = getContent()
  const page = content.pages.find((p) => p.route === urlPathname)
  if (!page) throw new Error(`No content page for ${urlPathname}`)
  return renderPageHtml(content, page)
}

export default renderContentPage
