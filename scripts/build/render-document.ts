import type { LoadedPage, SiteContent } from '../../content-engine/load'
import { withAssetSlots } from '../../renderer/asset-slots'
import { renderPageHtml } from '../../renderer/render-page'

/**
 * What the build worker renders a page with, bundled apart from its content checks: React, the
 * blocks and the icons load only once the content is valid, so loading them does not hold up the
 * validation the build waits for.
 */
export const renderDocument = (content: SiteContent, page: LoadedPage) =>
  withAssetSlots(renderPageHtml(content, page))
