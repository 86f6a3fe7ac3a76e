import type { Config } from 'vike/types'
import { contentDocument } from '../../renderer/render-page'
import '../../renderer/styles.css'

const ContentPage: Config['Page'] = ({ contentPage, urlPathname }) => {
  if (!contentPage) throw new Error(`No content page for ${urlPathname}`)
  return contentDocument(contentPage.content, contentPage.page)
}

export default ContentPage
