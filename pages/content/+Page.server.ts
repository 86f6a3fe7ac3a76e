import { getServedContent, getPage } from '../../lib/content/cache'
import { renderPageHtml } from '../../renderer/render-page'
import type { PageRenderer } from '../../renderer/page-renderer'
import '../../renderer/styles.css'

const renderContentPage: PageRenderer = ({ urlPathname }) => {
  const page = getPage(urlPathname)
  if (!page) throw new Error(`No content page for ${urlPathname}`)
  return renderPageHtml(getServedContent(), page)
}

export default renderContentPage
