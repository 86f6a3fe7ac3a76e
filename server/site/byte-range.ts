import type { Context } from 'hono'
import parseRange from 'range-parser'
import type { SiteFile } from './site-file'

export type ByteRange = { satisfiable: true; start: number; end: number } | { satisfiable: false }

/**
 * The one byte range a GET asks for, or undefined to send the whole file: no or malformed
 * Range, several ranges, or an If-Range that no longer matches the file.
 */
export function byteRange(c: Context, file: SiteFile): ByteRange | undefined {
  const header = c.req.header('range')
  if (!header || !ifRangeMatches(c.req.header('if-range'), file)) return undefined
  const ranges = parseRange(file.body.length, header, { combine: true })
  if (ranges === -1) return { satisfiable: false }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined
  const [{ start, end }] = ranges as unknown as [{ start: number; end: number }]
  return { satisfiable: true, start, end }
}

function ifRangeMatches(ifRange: string | undefined, file: SiteFile): boolean {
  if (ifRange === undefined) return true
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return false // weak tags never match
  return Date.parse(ifRange) === Date.parse(file.lastModified)
}
