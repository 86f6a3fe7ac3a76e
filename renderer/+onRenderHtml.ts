import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { documentHtml } from './render-page'
import { latin1Html } from './latin1-html'
import { timedRender } from './render-timing'

/**
 * In dev, first in the head: the listener that reloads the page when the content changes. Its
 * module brings Vite's client with it, so it listens from the moment the page connects (vike's
 * own scripts load later). The build has none of it.
 */
const DEV_CONTENT_RELOAD =
  '<script type="module" src="/renderer/client/content-reload.ts"></script>'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, urlPathname } = pageContext
  if (!Page) throw new Error(`No page renders ${urlPathname}`)
  const page = timedRender(() => documentHtml(Page(pageContext)))
  // Not while prerendering: a build run with NODE_ENV other than production still has DEV set.
  const dev = import.meta.env.DEV && !pageContext.isPrerendering
  const html = dev ? page.replace('<head>', `<head>${DEV_CONTENT_RELOAD}`) : page
  return escapeInject`${dangerouslySkipEscape(latin1Html(html))}`
}
