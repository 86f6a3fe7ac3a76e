import type { Scalar, YamlLine } from './lines'

/** One YAML mistake, explained for the person who made it. Lines and columns are 1-based. */
export interface Mistake {
  line: number
  col: number
  message: string
}

const SMART_QUOTES = '“”„‘’‚'
export const shorten = (text: string, max = 40) =>
  text.length > max ? `${text.slice(0, max)}…` : text

/** Tabs in the indentation: YAML only accepts spaces there. One per line. */
export function tabMistakes(text: string): Mistake[] {
  return text.split(/\r?\n/).flatMap((line, index) => {
    const lead = /^[ \t]*/.exec(line)![0]
    const tab = lead.indexOf('\t')
    if (tab < 0 || line.trim() === '') return []
    return [
      {
        line: index + 1,
        col: tab + 1,
        message:
          'this line is indented with a tab; YAML only accepts spaces: replace the tab with spaces',
      },
    ]
  })
}

/** The text between a curly quote at `col` and the next curly quote on the line. */
function quotedText(line: string, col: number): string {
  const rest = line.slice(col + 1)
  const close = rest.split('').findIndex((ch) => SMART_QUOTES.includes(ch))
  return close >= 0 ? rest.slice(0, close) : rest.trimEnd()
}

/** Curly quotes (from a word processor) used where YAML expects straight quotes. */
export function smartQuoteMistakes(lines: YamlLine[]): Mistake[] {
  return lines.flatMap((line) =>
    line.scalars
      .filter((s) => s.kind === 'plain' && SMART_QUOTES.includes(s.raw[0] ?? ''))
      .slice(0, 1)
      .map((s) => ({
        line: line.number,
        col: s.col + 1,
        message: `curly quote ${s.raw[0]} used as a quote mark; YAML only understands straight quotes: write "${shorten(quotedText(line.text, s.col))}" instead`,
      })),
  )
}

/** A quoted text whose closing quote is missing, at the quote that opens it. */
export function unclosedQuote(lines: YamlLine[]): Mistake | undefined {
  for (const line of lines) {
    const open = line.scalars.find((s) => !s.closed)
    if (!open) continue
    const quote = open.kind === 'double' ? '"' : "'"
    return {
      line: line.number,
      col: open.col + 1,
      message: `this ${quote} opens a quoted text that is never closed: add the closing ${quote} at the end of the text`,
    }
  }
  return undefined
}

/** The text in quotes YAML reads back as written: double quotes, else single ones. */
export function inQuotes(text: string): string {
  if (!text.includes('"')) return `"${text}"`
  return `'${text.replace(/'/g, "''")}'`
}

/** Where a plain text at `col` ends: at a comment, or in `{ … }` at the `,` or bracket after it. */
export function plainTextAt(line: YamlLine, scalar: Scalar): string {
  const rest = line.text.slice(scalar.col).replace(/\s+#.*$/, '')
  return (scalar.inFlow ? rest.replace(/\s*[,\]}].*$/, '') : rest).trimEnd()
}

/** `answer: Yes: our partner…`: a text containing ": " is read as a second key. */
export function colonInText(lines: YamlLine[], onLine?: number): Mistake | undefined {
  for (const line of lines) {
    if (onLine !== undefined && line.number !== onLine) continue
    const index = line.scalars.findIndex((s) => s.afterKey && s.isKey && s.kind === 'plain')
    if (index < 0) continue
    const value = line.scalars[index]!
    const text = shorten(plainTextAt(line, value))
    const problem = `the text "${text}" contains ": ", which YAML reads as the start of another key`
    const key = line.scalars[index - 1]!.raw
    const fix = value.inFlow
      ? `put the text in quotes (${key}: ${inQuotes(text)})`
      : `put the text in quotes (${inQuotes(text)}) or start it with >- on its own line and the text indented below`
    return { line: line.number, col: value.col + 1, message: `${problem}: ${fix}` }
  }
  return undefined
}

/** `title:Ways to Reach Us`: without a space after the colon, YAML does not see a key. */
export function noSpaceAfterColon(lines: YamlLine[], onLine: number): Mistake | undefined {
  const line = lines.find((l) => l.number === onLine)
  const first = line?.scalars[0]
  if (!line || !first || first.kind !== 'plain' || first.col !== line.contentCol) return undefined
  const match = /^([\w-]+):(\S.*)$/.exec(plainTextAt(line, first))
  if (!match) return undefined
  const [written, key, value] = match
  return {
    line: line.number,
    col: first.col + 1,
    message: `"${shorten(written)}" has no space after the colon, so YAML does not read "${key}" as a key: write a space after the colon (${key}: ${shorten(value!)})`,
  }
}
