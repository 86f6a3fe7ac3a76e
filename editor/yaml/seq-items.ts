import { isDeepStrictEqual } from 'node:util'
import { lineStart } from './text-lines'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The start of the comment lines right above a line (the line itself when there are none). */
export function commentsAbove(text: string, line: number): number {
  let start = line
  while (start > 0) {
    const above = lineStart(text, start - 1)
    if (!text.slice(above, start).trim().startsWith('#')) break
    start = above
  }
  return start
}

/** An item's text split into the blank lines before it and the rest. */
export function splitGap(region: string): { gap: string; body: string } {
  const gap = /^(?:[ \t]*\n)*/.exec(region)![0]
  return { gap, body: region.slice(gap.length) }
}

const typeOf = (value: unknown) => (isRecord(value) ? value.type : typeof value)

/**
 * For each new item, the old item whose text it is made from: an equal one (each used once
 * before any is used twice), else an unused one of the same type (the one at its place first),
 * else none (new text).
 */
export function sourcesOf(old: unknown[], next: unknown[]): (number | undefined)[] {
  const used = new Set<number>()
  const find = (test: (o: unknown, j: number) => boolean) => {
    const j = old.findIndex((o, i) => !used.has(i) && test(o, i))
    if (j < 0) return undefined
    used.add(j)
    return j
  }
  const equal = next.map((value) => find((o) => isDeepStrictEqual(o, value)))
  return next.map((value, k) => {
    if (equal[k] !== undefined) return equal[k]
    const copy = old.findIndex((o) => isDeepStrictEqual(o, value))
    if (copy >= 0) return copy
    const sameType = (o: unknown) => typeOf(o) === typeOf(value)
    return find((o, j) => j === k && sameType(o)) ?? find(sameType)
  })
}
