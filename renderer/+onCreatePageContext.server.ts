import type { PageContextServer } from 'vike/types'
import { shareWhatPageFilesDefine } from './prerender-contexts'
import { boundPrerenderGarbage } from './prerender-garbage'

const share = shareWhatPageFilesDefine()

/**
 * While prerendering, the URLs of one page share what its files define (the dev server and the
 * preview make each page context anew, as a page's files may change between requests). The
 * garbage of making them is bounded, however many URLs there are.
 */
export function onCreatePageContext(pageContext: PageContextServer) {
  if (!pageContext.isPrerendering) return
  share(pageContext)
  boundPrerenderGarbage()
}
