import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { documentHtml } from './render-page'
import { withAssetSlots } from './asset-slots'
import { renderingElsewhere } from './render-elsewhere'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page, urlPathname, contentPage } = pageContext
  if (!Page) throw new Error(`No page renders ${urlPathname}`)
  const elsewhere = contentPage && renderingElsewhere()
  const html =
    (elsewhere && (await elsewhere(contentPage.page.route))) ??
    withAssetSlots(documentHtml(Page(pageContext)))
  return escapeInject`${dangerouslySkipEscape(html)}`
}
