import type { PageContextServer as PageContext } from 'vike/types'

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
 * copy of what its page's files define (over a hundred objects and strings a URL). Given each
 * page context as vike makes it, the URLs of one page share the first one's copy instead, so
 * those copies are let go as soon as they are made.
 */
export function shareWhatPageFilesDefine() {
  const firstOfPage = new Map<string | null, PageContext>()
  return (pageContext: PageContext) => {
    const first = firstOfPage.get(pageContext.pageId)
    if (!first) {
      firstOfPage.set(pageContext.pageId, pageContext)
      return
    }
    // The getter `pageExports` (vike's former name of `exports`) reads the URL's own `exportsAll`:
    // that object takes the shared entries.
    Object.assign(pageContext.exportsAll, first.exportsAll)
    for (const key of FROM_PAGE_FILES) {
      const property = Object.getOwnPropertyDescriptor(first, key)
      if (property) Object.defineProperty(pageContext, key, property)
    }
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
