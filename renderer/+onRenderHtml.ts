import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { documentHtml } from './render-page'
import { timedRender } from './render-timing'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, urlPathname } = pageContext
  if (!Page) throw new Error(`No page renders ${urlPathname}`)
  const html = timedRender(() => documentHtml(Page(pageContext)))
  return escapeInject`${dangerouslySkipEscape(html)}`
}
