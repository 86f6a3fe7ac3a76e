import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import type { PageRenderer } from './page-renderer'

export function onRenderHtml(pageContext: PageContextServer) {
  const render = pageContext.Page as PageRenderer
  return escapeInject`${dangerouslySkipEscape(render(pageContext))}`
}
