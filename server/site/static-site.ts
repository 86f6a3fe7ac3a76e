import type { Context, MiddlewareHandler } from 'hono'
import { join, resolve, sep } from 'node:path'
import { byteRange } from './byte-range'
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

/**
 * `/index`, `/index.html`, `/a/index` and `/a/index.html` are served at `/` and `/a`: the
 * canonical path to redirect to, or undefined.
 */
export function canonicalPath(urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  // Never a Location another site could hide in (`//host`, `/\host`): those paths get a 404.
  if (/[\\\0]|^\/\//.test(decoded)) return undefined
  const match = /^(.*?)\/index(?:\.html)?$/.exec(decoded)
  if (!match) return undefined
  return encodeURI(match[1] || '/')
}

/** The not-found page itself is not a page of the site. */
function isNotFoundPage(urlPath: string): boolean {
  return /^\/404(?:\.html)?\/?$/.test(urlPath)
}

/** Serves the prerendered site: compressed, cached in memory, `404.html` for unknown paths. */
export function staticSite(siteDir: string, analytics: AnalyticsIds = {}): MiddlewareHandler {
  const cache = new SiteFileCache()
  const notFoundPage = join(resolve(siteDir), '404.html')

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' })
    }
    const canonical = canonicalPath(c.req.path)
    if (canonical !== undefined) {
      const query = new URL(c.req.url).search
      return c.body(null, 301, { Location: canonical + query, 'Cache-Control': SHORT })
    }
    const candidates = isNotFoundPage(c.req.path) ? [] : candidateFiles(siteDir, c.req.path)
    for (const path of candidates) {
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
    if (status === 200) {
      headers['Accept-Ranges'] = 'bytes'
      const range = byteRange(c, file)
      if (range?.satisfiable === false) {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.body.length}` })
      }
      if (range) {
        const { start, end } = range
        const part = file.body.subarray(start, end + 1)
        headers['Content-Range'] = `bytes ${start}-${end}/${file.body.length}`
        headers['Content-Length'] = String(part.length)
        if (c.req.method === 'HEAD') return c.body(null, 206, headers)
        return c.body(part as Uint8Array<ArrayBuffer>, 206, headers)
      }
    }

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
  // Exact match only (as nginx's default): a date in the future or the past means changed.
  const ifModifiedSince = Date.parse(c.req.header('if-modified-since') ?? '')
  return ifModifiedSince === Date.parse(file.lastModified)
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
