import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { documentHtml } from './render-page'
import { withAssetSlots } from './asset-slots'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, urlPathname } = pageContext
  if (!Page) throw new Error(`No page renders ${urlPathname}`)
  return escapeInject`${dangerouslySkipEscape(withAssetSlots(documentHtml(Page(pageContext))))}`
}
