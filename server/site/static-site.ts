import type { Context, MiddlewareHandler } from 'hono'
import { join, resolve, sep } from 'node:path'
import type { AnalyticsIds } from './content-security-policy'
import { buildContentSecurityPolicy } from './content-security-policy'
import { encodedBody, SiteFileCache, type Encoding, type SiteFile } from './site-file'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'

/** Candidate files for a URL path: `/a` → a, a/index.html, a.html; `/a/` → a/index.html. */
export function candidateFiles(siteDir: string, urlPath: string): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return []
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return []
  const segments = decoded.split('/').filter(Boolean)
  const hidden = (segment: string) => segment.startsWith('.') && segment !== '.well-known'
  if (segments.some(hidden)) return []
  const root = resolve(siteDir)
  const target = join(root, ...segments)
  if (target !== root && !target.startsWith(root + sep)) return []
  if (decoded.endsWith('/')) return [join(target, 'index.html')]
  return [target, join(target, 'index.html'), `${target}.html`]
}

export function cacheControlFor(urlPath: string, contentType: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE
  if (contentType.startsWith('text/html')) return REVALIDATE
  return SHORT
}

/** Serves the prerendered site: compressed, cached in memory, `404.html` for unknown paths. */
export function staticSite(siteDir: string, analytics: AnalyticsIds = {}): MiddlewareHandler {
  const cache = new SiteFileCache()
  const notFoundPage = join(resolve(siteDir), '404.html')

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' })
    }
    for (const path of candidateFiles(siteDir, c.req.path)) {
      const file = await cache.load(path)
      if (file) return respond(c, file, 200, cacheControlFor(c.req.path, file.contentType))
    }
    const page = await cache.load(notFoundPage)
    if (page) return respond(c, page, 404, REVALIDATE)
    return c.text('Not Found', 404, { 'Cache-Control': REVALIDATE })
  }

  function respond(c: Context, file: SiteFile, status: 200 | 404, cacheControl: string) {
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': cacheControl,
      ETag: file.etag,
      'Last-Modified': file.lastModified,
    }
    if (file.inlineScriptHashes.length > 0) {
      headers['Content-Security-Policy'] = buildContentSecurityPolicy(
        analytics,
        file.inlineScriptHashes,
      )
    }
    if (file.compressible) headers['Vary'] = 'Accept-Encoding'
    if (status === 200 && isNotModified(c, file)) return c.body(null, 304, headers)

    const encoding = file.compressible ? chooseEncoding(c.req.header('accept-encoding')) : undefined
    const body = encoding ? encodedBody(file, encoding) : file.body
    if (encoding) headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    if (c.req.method === 'HEAD') return c.body(null, status, headers)
    return c.body(body as Uint8Array<ArrayBuffer>, status, headers)
  }
}

function isNotModified(c: Context, file: SiteFile): boolean {
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    return tags.includes('*') || tags.includes(file.etag.replace(/^W\//, ''))
  }
  const ifModifiedSince = Date.parse(c.req.header('if-modified-since') ?? '')
  return !Number.isNaN(ifModifiedSince) && Date.parse(file.lastModified) <= ifModifiedSince
}

/** Picks brotli, else gzip, honouring q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (quality('br') > 0) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return undefined
}
