import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { documentHtml } from './render-page'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, urlPathname } = pageContext
  if (!Page) throw new Error(`No page renders ${urlPathname}`)
  return escapeInject`${dangerouslySkipEscape(documentHtml(Page(pageContext)))}`
}
