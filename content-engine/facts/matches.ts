const NONE: readonly RegExpExecArray[] = []

/**
 * The matches of a global pattern in a text, as `text.matchAll(pattern)` gives them, without the
 * copy of the pattern and the iterator that makes (most texts match none).
 */
export function matchesIn(text: string, pattern: RegExp): readonly RegExpExecArray[] {
  // As matchAll does: without the g flag, exec would find the first match again and again.
  if (!pattern.global) throw new TypeError(`matchesIn needs a global pattern: ${pattern}`)
  let found: RegExpExecArray[] | undefined
  pattern.lastIndex = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    ;(found ??= []).push(match)
    if (match[0] === '') pattern.lastIndex++
  }
  return found ?? NONE
}
