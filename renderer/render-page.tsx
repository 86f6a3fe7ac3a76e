import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { SiteContent, LoadedPage } from '../content-engine/load'
import { pageImages } from './page-images'
import type { RenderContext } from '../lib/site/render-context'
import { Document } from './Document'
import { BlockRenderer, blocksJsonLd, prepareBlocks } from './BlockRenderer'
import { breadcrumbTrail } from './frame/breadcrumb-trail'
import { breadcrumbJsonLd, organizationJsonLd } from './structured-data'
import { NotFound } from './NotFound'
import { telHref } from '../lib/site/phone'

export function renderContext(
  content: SiteContent,
  path: string,
  blocks: LoadedPage['blocks'] = [],
): RenderContext {
  const { site } = content
  return {
    path,
    brand: site.brand,
    host: site.host,
    phone: { display: site.phone.display, href: telHref(site.phone.e164) },
    email: site.email,
    reliefNotice: site.reliefNotice,
    forms: site.forms,
    images: pageImages(content, blocks),
  }
}

const routeSets = new WeakMap<SiteContent, ReadonlySet<string>>()

/** The site's routes, collected once per loaded content rather than once per page. */
function routesOf(content: SiteContent): ReadonlySet<string> {
  let routes = routeSets.get(content)
  if (!routes) routeSets.set(content, (routes = new Set(content.pages.map((p) => p.route))))
  return routes
}

/** The HTML of a whole document. */
export const documentHtml = (document: ReactElement) => `<!DOCTYPE html>${renderToString(document)}`

/** The complete HTML of one content page. */
export const renderPageHtml = (content: SiteContent, page: LoadedPage, year?: number) =>
  documentHtml(contentDocument(content, page, year))

/** The document of one content page. */
export function contentDocument(
  content: SiteContent,
  page: LoadedPage,
  year = new Date().getFullYear(),
): ReactElement {
  const { site } = content
  const { blocks: pageBlocks, meta } = page
  const ctx = renderContext(content, page.route, pageBlocks)
  const routes = routesOf(content)
  const trail =
    page.route === '/'
      ? undefined
      : breadcrumbTrail(page.route, site.breadcrumbLabels, routes, meta.breadcrumb)
  const blocks = prepareBlocks(pageBlocks, ctx, content)
  const jsonLd = [
    organizationJsonLd(site),
    ...(trail ? [breadcrumbJsonLd(site, trail)] : []),
    ...blocksJsonLd(blocks),
    ...(meta.structuredData ?? []),
  ]
  const heroSrc = (pageBlocks[0] as { image?: { src: string } } | undefined)?.image?.src
  const heroImage = heroSrc ? ctx.images[heroSrc] : undefined
  const head = { site, path: page.route, ...meta, jsonLd, heroImage }
  return (
    <Document head={head} site={site} path={page.route} trail={trail} year={year}>
      <BlockRenderer blocks={blocks} ctx={ctx} />
    </Document>
  )
}

/** The not-found document; served with status 404 for any unknown path. */
export function notFoundDocument(
  content: SiteContent,
  path: string,
  year = new Date().getFullYear(),
): ReactElement {
  const { site } = content
  const head = {
    site,
    path: '/404',
    title: site.notFound.title,
    description: site.notFound.message,
    keywords: [],
    robots: 'noindex, follow',
    jsonLd: [],
  }
  return (
    <Document head={head} site={site} path={path} year={year}>
      <NotFound site={site} />
    </Document>
  )
}
