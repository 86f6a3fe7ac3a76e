import type { PrerenderContext } from 'vike/types'

type PageContext = PrerenderContext['pageContexts'][number]

/**
 * What vike derives from a page's `+` files (its public config API): the same for every URL of
 * that page, yet built again for each URL it prerenders.
 */
const FROM_PAGE_FILES = [
  'config',
  'configEntries',
  'exports',
  'exportsAll',
  'from',
  'source',
  'sources',
] as const

/**
 * vike makes the page context of every URL before it prerenders the first, each with its own
 * copy of what its page's files define (over a hundred objects and strings a URL). The URLs of
 * one page share the first one's copy instead, so those copies are not held for the whole
 * prerender.
 */
export function shareWhatPageFilesDefine(pageContexts: PageContext[]) {
  const firstOfPage = new Map<string, PageContext>()
  for (const pageContext of pageContexts) {
    const first = firstOfPage.get(pageContext.pageId)
    if (!first) {
      firstOfPage.set(pageContext.pageId, pageContext)
      continue
    }
    const shared = pageContext as unknown as Record<string, unknown>
    for (const key of FROM_PAGE_FILES)
      if (key in first) shared[key] = (first as unknown as Record<string, unknown>)[key]
  }
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
