import { getServedContent } from '../../lib/content/cache'
import { renderNotFoundHtml } from '../../renderer/render-page'
import type { PageRenderer } from '../../renderer/page-renderer'
import '../../renderer/styles.css'

const renderErrorPage: PageRenderer = ({ urlPathname, is404 }) => {
  if (!is404) throw new Error(`Rendering ${urlPathname} failed`)
  return renderNotFoundHtml(getServedContent(), urlPathname)
}

export default renderErrorPage
