import type { PageContextServer } from 'vike/types'

/** What each vike page's `+Page` exports: a function from the request to the document HTML. */
export type PageRenderer = (pageContext: Pick<PageContextServer, 'urlPathname' | 'is404'>) => string
