import type { ReactElement } from 'react'
// Aliased: inside `namespace Vike`, `PageContextServer` names Vike's own extension interface.
import type { PageContextServer as ServerPageContext } from 'vike/types'
import type { LoadedPage, SiteContent } from '../content-engine/load'

/** A content route's page and the content it is rendered with. */
export interface ContentPageData {
  content: SiteContent
  page: LoadedPage
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- vike's types are extended only this way
  namespace Vike {
    interface Config {
      /** The page's whole document, made from the request's page context. */
      Page?: (pageContext: ServerPageContext) => ReactElement
    }
    interface PageContext {
      /**
       * Set once per content route by `+onBeforeRender`, once the content is there.
       */
      contentPage?: ContentPageData
    }
  }
}
