import type { PageContextServer } from 'vike/types'
import { PageContextsOnDemand } from './page-contexts-on-demand'

type PageContext = Pick<PageContextServer, 'urlOriginal' | 'routeParams'>

/**
 * vike makes the page context of every URL that `onBeforePrerenderStart` returns all at once,
 * every one in flight together (vike issues 2786 and 3159): at 20,058 URLs they held about 400 MB
 * before the first page was rendered. So the content page's hook returns its first URL only, and
 * `onPrerenderStart` gives every other URL a copy of that URL's page context with its own
 * `urlOriginal`, the way vike's i18n example gives a page context to each locale, made as vike
 * comes to it. vike then routes each copy's URL again, a few at a time, and renders its page.
 */
export const firstUrlOnly = (urls: string[]) => urls.slice(0, 1)

/**
 * A copy of each page context vike made, and one of the first URL's for each URL, with that URL's
 * route parameters, made as vike comes to it (see page-contexts-on-demand.ts). vike takes copies
 * only, as in its example: it gives each copy the URL getters of the page context it was made
 * from.
 */
export function withCopiesForUrls<P extends PageContext>(
  pageContexts: P[],
  urls: readonly string[],
  routeParamsOf: (url: string) => Record<string, string>,
): PageContextsOnDemand<P> {
  const made = pageContexts.find((pageContext) => pageContext.urlOriginal === urls[0])
  const others = pageContexts.filter((pageContext) => pageContext !== made)
  return new PageContextsOnDemand(
    others.map((pageContext) => ({ ...pageContext })),
    made && { template: { ...made }, urls, routeParamsOf },
  )
}

/**
 * What vike still reads of a page's context once it has its HTML (to warn about the URLs
 * prerendered, and to hand the prerender's output on); the rest (the render's props, assets,
 * headers and the page's content) is the page's alone.
 */
const READ_AFTER_RENDER = [
  'urlOriginal',
  'pageId',
  'is404',
  '_providedByHook',
  '_isOriginalObject',
] as const

/**
 * Where vike also puts a written file on the page's context; only the `onPagePrerender` option of
 * vike's `prerender()` API would read it, and this project does not use that option.
 */
export interface RenderedPageContext {
  _prerenderResult?: { filePath: string; fileContent: string }
}

/**
 * What the prerender's output keeps of a written page's context: a new object with what vike reads
 * once the page is written, and its file's path but not its content. The page context itself, with
 * its render's props and its getters, is then vike's alone, which lets go of it once the file is
 * written (a page context that lost its other properties would still hold their room).
 */
export function keptAfterRender(pageContext: object): object {
  const kept: Record<string, unknown> = {}
  for (const key of READ_AFTER_RENDER) {
    const property = Object.getOwnPropertyDescriptor(pageContext, key)
    if (property) Object.defineProperty(kept, key, property)
  }
  const result = (pageContext as RenderedPageContext)._prerenderResult
  if (result) kept._prerenderResult = { filePath: result.filePath, fileContent: '' }
  return kept
}
