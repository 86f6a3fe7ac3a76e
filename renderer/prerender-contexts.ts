import type { PageContextServer } from 'vike/types'

type PageContext = Pick<PageContextServer, 'urlOriginal' | 'routeParams'>

/**
 * vike makes the page context of every URL that `onBeforePrerenderStart` returns all at once,
 * every one in flight together (vike issues 2786 and 3159): at 20,058 URLs they held about 400 MB
 * before the first page was rendered. So the content page's hook returns its first URL only, and
 * `onPrerenderStart` gives every other URL a copy of that URL's page context with its own
 * `urlOriginal`, the way vike's i18n example gives a page context to each locale. vike then routes
 * each copy's URL again, a few at a time, and renders the page of that URL.
 */
export const firstUrlOnly = (urls: string[]) => urls.slice(0, 1)

/**
 * A copy of each page context vike made, and of the first URL's for each URL, with that URL's
 * route parameters. vike takes copies only, as in its example: it gives each copy the URL getters
 * of the page context it was made from.
 */
export function withCopiesForUrls<P extends PageContext>(
  pageContexts: P[],
  urls: string[],
  routeParamsOf: (url: string) => Record<string, string>,
): P[] {
  const made = pageContexts.find((pageContext) => pageContext.urlOriginal === urls[0])
  if (!made) return pageContexts.map((pageContext) => ({ ...pageContext }))
  return [
    ...pageContexts.flatMap((pageContext) => (pageContext === made ? [] : [{ ...pageContext }])),
    ...urls.map((urlOriginal) => ({
      ...made,
      urlOriginal,
      routeParams: routeParamsOf(urlOriginal),
    })),
  ]
}

/**
 * What vike still reads of a page's context once it has its HTML (to warn about the URLs
 * prerendered, and to hand the prerender's output on); the rest (the render's props, assets,
 * headers and the page's content) is the page's alone.
 */
const READ_AFTER_RENDER = new Set([
  'urlOriginal',
  'pageId',
  'is404',
  '_providedByHook',
  '_isOriginalObject',
  '_prerenderResult',
])

/** Lets go of what a prerendered page's context holds for its render only. */
export function releaseRendered(pageContext: object) {
  for (const key of Object.getOwnPropertyNames(pageContext))
    if (!READ_AFTER_RENDER.has(key)) Reflect.deleteProperty(pageContext, key)
}
