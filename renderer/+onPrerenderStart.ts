import type { PrerenderContext } from 'vike/types'
import { dropContentOfWrittenFiles } from './prerender-output'

/** Prerendering keeps no page's HTML in memory once its file is written. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  dropContentOfWrittenFiles(prerenderContext.output)
}
