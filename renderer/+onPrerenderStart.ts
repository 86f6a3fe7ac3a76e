import type { PrerenderContext } from 'vike/types'
import { forgetPrerendered } from '../content-engine/facts/placeholders'
import { PAGES_WITH_BUILD_BUDGET, restoreJitBudget } from '../lib/node/jit-budget'
import { afterPages, dropContentOfWrittenFiles } from './prerender-output'

/**
 * Prerendering keeps no page's HTML in memory once its file is written, and looks at each page's
 * HTML for unfinished text on the way. A long prerender goes on with V8's own interrupt budget.
 */
export function onPrerenderStart({ output }: PrerenderContext) {
  forgetPrerendered()
  dropContentOfWrittenFiles(output)
  afterPages(output, PAGES_WITH_BUILD_BUDGET, () => void restoreJitBudget())
}
