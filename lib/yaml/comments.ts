import { yamlLines, type YamlLine } from './lines'
import { inQuotes, shorten, type Mistake } from './mistakes'

/**
 * A ` #` right against a word (`#1`) after an unquoted text: meant as text, but YAML starts a
 * comment there. A comment written as one (`# why`) is left alone.
 */
const CUT_BY_COMMENT = /^(\s+)#\S/

function cutText(line: YamlLine): Mistake | undefined {
  const value = line.scalars.at(-1)
  if (!value || value.kind !== 'plain' || value.isKey) return undefined
  const end = value.col + value.raw.length
  const gap = CUT_BY_COMMENT.exec(line.text.slice(end))
  if (!gap) return undefined
  const rest = line.text.slice(value.col)
  // In a flow (`[a, b]`, `{ k: v }`) the text ends at the next `,`, `]` or `}`.
  const whole = (value.inFlow ? rest.replace(/\s*[,\]}].*$/, '') : rest).trimEnd()
  return {
    line: line.number,
    col: end + gap[1]!.length + 1,
    message: `\`#\` starts a comment here, so the text after it is dropped: put the whole text in quotes (${inQuotes(shorten(whole))})`,
  }
}

/** The first text cut short by a `#`, where a flow it ends leaves the file unreadable. */
export const firstCutByComment = (lines: YamlLine[]) =>
  lines.map(cutText).find((mistake) => mistake !== undefined)

/** Texts cut short by a `#` YAML reads as the start of a comment, one per line. */
export function textsCutByComment(text: string): Mistake[] {
  if (!/[ \t]#\S/.test(text)) return []
  return yamlLines(text).flatMap((line) => cutText(line) ?? [])
}
