import type { PrerenderContext } from 'vike/types'
import { forgetPrerendered } from '../content-engine/facts/placeholders'
import { PAGES_WITH_BUILD_BUDGET, restoreJitBudget } from '../lib/node/jit-budget'
import { afterEachPage, afterPages, dropContentOfWrittenFiles } from './prerender-output'
import { boundPrerenderGarbage, collectPrerenderGarbage } from './prerender-garbage'
import { withCopiesForUrls } from './prerender-contexts'
import { pageRoutes } from '../content-engine/load'
import { printLiveHeapMarks } from './live-heap-marks'

/** The content route is `/*` (pages/content/+route.ts): its one parameter, the path after `/`. */
const contentRouteParams = (url: string) => ({ '*': url.slice(1) })

/**
 * The page context of each content URL is made here (see prerender-contexts.ts). Prerendering
 * keeps no page's HTML in memory once its file is written, and looks at each page's HTML for
 * unfinished text on the way. A long prerender goes on with V8's own interrupt budget.
 * The garbage of the build so far is collected before the first page is rendered, and the heap
 * compacted, so V8 sizes the heap for the pages by what stays, not by that garbage. From then on,
 * the garbage the pages leave is bounded, whatever their number. BUILD_HEAP_MARKS asks for the
 * live heap at some page counts (see live-heap-marks.ts).
 */
export function onPrerenderStart({ output, pageContexts }: PrerenderContext) {
  forgetPrerendered()
  dropContentOfWrittenFiles(output)
  afterPages(output, PAGES_WITH_BUILD_BUDGET, () => void restoreJitBudget())
  collectPrerenderGarbage()
  afterEachPage(output, boundPrerenderGarbage)
  printLiveHeapMarks(output)
  return {
    prerenderContext: {
      pageContexts: withCopiesForUrls(pageContexts, pageRoutes(), contentRouteParams),
    },
  }
}
