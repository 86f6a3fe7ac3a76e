import type { PrerenderContext } from 'vike/types'
import { forgetPrerendered } from '../content-engine/facts/placeholders'
import { dropContentOfWrittenFiles } from './prerender-output'

/**
 * Prerendering keeps no page's HTML in memory once its file is written, and looks at each page's
 * HTML for unfinished text on the way.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  forgetPrerendered()
  dropContentOfWrittenFiles(prerenderContext.output)
}
