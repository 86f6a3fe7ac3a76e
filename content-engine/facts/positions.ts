import { isScalar } from 'yaml'
import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Segment, YamlSource } from '../yaml-source'
import type { SourcedPage } from './place-pages'

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const phrasePattern = (words: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${words
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+')}`,
    'giu',
  )

/**
 * Line and column of `text.slice(from, to)` inside the YAML scalar at `path` (whose value is
 * `text`), even when a folded scalar breaks it across lines; the scalar's own position when the
 * words are not found in its source (a default value, an escape sequence), or the nearest parent.
 */
export function wordPosition(
  source: YamlSource,
  path: Segment[],
  text: string,
  from: number,
  to: number,
): { line: number; col: number } {
  const node = source.doc.getIn(path, true)
  if (!isScalar(node) || !node.range) return source.position(path)
  const pattern = phrasePattern(text.slice(from, to))
  const occurrence = [...text.slice(0, from).matchAll(pattern)].length
  const [start, end] = node.range
  const found = [...source.text.slice(start, end).matchAll(pattern)][occurrence]
  return found ? source.lines.linePos(start + found.index) : source.position(path)
}

/** A problem with the words `text.slice(from, to)` of the string at `path` of a page. */
export function issueAt(
  page: SourcedPage,
  path: Segment[],
  text: string,
  [from, to]: [number, number],
  message: string,
): ContentIssue {
  return {
    file: page.file,
    ...wordPosition(page.source, path, text, from, to),
    where: describePath(path, (b) => page.blocks[b]?.type),
    message,
  }
}
