import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { getMimeType } from 'hono/utils/mime'

export type Encoding = 'br' | 'gzip'

/** A site file held in memory, with its compressed variants made on first use. */
export interface SiteFile {
  path: string
  body: Buffer
  contentType: string
  etag: string
  lastModified: string
  compressible: boolean
  /** Hashes ('sha256-…') of the inline scripts of an HTML page, for the CSP. */
  inlineScriptHashes: string[]
  encoded: Partial<Record<Encoding, Buffer>>
}

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|ld\+json|manifest\+json|wasm)|image\/svg\+xml)/
const MIN_COMPRESS_BYTES = 1024
const MAX_CACHED_TOTAL_BYTES = 128 * 1024 * 1024

/** Loads site files, caching them by path until their size or modification time changes. */
export class SiteFileCache {
  private readonly files = new Map<string, SiteFile & { mtimeMs: number; size: number }>()
  private bytes = 0

  /** Bytes of the file bodies held, each cached file counted once. */
  get cachedBytes(): number {
    return this.bytes
  }

  async load(path: string): Promise<SiteFile | undefined> {
    const stats = await stat(path).catch(() => undefined)
    if (!stats?.isFile()) return undefined
    const cached = this.files.get(path)
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached
    const body = await readFile(path)
    const contentType = getMimeType(path) ?? 'application/octet-stream'
    const file = {
      path,
      body,
      contentType,
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      lastModified: stats.mtime.toUTCString(),
      compressible: body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(contentType),
      inlineScriptHashes: contentType.startsWith('text/html') ? hashInlineScripts(body) : [],
      encoded: {},
      mtimeMs: stats.mtimeMs,
      size: stats.size,
    }
    if (cached) this.bytes -= cached.body.length
    if (this.bytes + body.length > MAX_CACHED_TOTAL_BYTES) this.clear()
    this.files.set(path, file)
    this.bytes += body.length
    return file
  }

  private clear(): void {
    this.files.clear()
    this.bytes = 0
  }
}

export function encodedBody(file: SiteFile, encoding: Encoding): Buffer {
  const existing = file.encoded[encoding]
  if (existing) return existing
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(file.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 9,
            [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length,
          },
        })
      : gzipSync(file.body, { level: 9 })
  file.encoded[encoding] = compressed
  return compressed
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** sha256 hashes of executable inline scripts; JSON-LD and other data blocks are skipped. */
export function hashInlineScripts(html: Buffer): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.toString('utf8').matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || content.length === 0) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
