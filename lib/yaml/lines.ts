/**
 * A light line-by-line reading of YAML text, good enough to explain a syntax error in plain
 * words: where each scalar starts, whether it is a key, and which lines are the content of a
 * block scalar (`>-`, `|`) or of a flow collection spread over lines.
 */

export interface Scalar {
  /** 0-based column of the first character (the quote, for a quoted scalar). */
  col: number
  kind: 'plain' | 'double' | 'single'
  /** Followed by `: ` (or `:` at the end of the line). */
  isKey: boolean
  /** The text as written, quotes included; up to the end of the line when a quote is not closed. */
  raw: string
  closed: boolean
  /** Starts right after another key on the same line (`answer: Yes: we do`). */
  afterKey: boolean
  /** Inside a `{ … }` or `[ … ]`, where a `,` or the closing bracket ends a plain text. */
  inFlow: boolean
}

export interface YamlLine {
  /** 1-based. */
  number: number
  text: string
  indent: number
  /** Column of the first character after the indentation and any `- ` item markers. */
  contentCol: number
  /** How many `- ` item markers start the line. */
  dashes: number
  /** Inside a `>-`/`|` block scalar or a multi-line flow collection: plain text or flow, not keys. */
  nested: boolean
  scalars: Scalar[]
  /**
   * Set on a line inside a `>-`/`|` text that is indented less than the text's first line: YAML
   * ends the text there, so the line belongs neither to the text nor to the keys.
   */
  offText?: { key: string; line: number; keyCol: number; textCol: number }
}

const isSpace = (ch: string | undefined) => ch === undefined || ch === ' ' || ch === '\t'

function closingQuote(line: string, start: number, quote: string): number {
  for (let j = start + 1; j < line.length; j++) {
    if (quote === '"' && line[j] === '\\') j++
    else if (quote === "'" && line[j] === "'" && line[j + 1] === "'") j++
    else if (line[j] === quote) return j
  }
  return -1
}

/** Scalars of one line, given how many flow collections are open before it. */
export function scanLine(
  line: string,
  flowDepth: number,
): { scalars: Scalar[]; flowDepth: number } {
  const scalars: Scalar[] = []
  let expect = true
  let previousKey = false
  let i = 0
  while (i < line.length) {
    const ch = line[i]!
    if (isSpace(ch)) i++
    else if (ch === '#' && isSpace(line[i - 1])) break
    else if (expect && ch === '-' && isSpace(line[i + 1]) && flowDepth === 0) i++
    else if (ch === '[' || ch === '{')
      [flowDepth, expect, previousKey, i] = [flowDepth + 1, true, false, i + 1]
    else if (ch === ']' || ch === '}')
      [flowDepth, expect, previousKey, i] = [Math.max(0, flowDepth - 1), false, false, i + 1]
    else if (ch === ',' && flowDepth > 0) [expect, previousKey, i] = [true, false, i + 1]
    else if (ch === ':' && isSpace(line[i + 1])) [expect, i] = [true, i + 1]
    else if (!expect) i++
    else {
      const quoted = ch === '"' || ch === "'"
      let end: number
      let closed = true
      if (quoted) {
        const close = closingQuote(line, i, ch)
        closed = close >= 0
        end = closed ? close + 1 : line.length
      } else {
        end = i
        const stops = flowDepth > 0 ? ',[]{}' : ''
        while (end < line.length) {
          const c = line[end]!
          if (c === ':' && isSpace(line[end + 1])) break
          if (c === '#' && isSpace(line[end - 1])) break
          if (stops.includes(c)) break
          end++
        }
      }
      const raw = line.slice(i, end).trimEnd()
      let after = end
      while (line[after] === ' ') after++
      const isKey = line[after] === ':' && isSpace(line[after + 1])
      const kind = quoted ? (ch === '"' ? 'double' : 'single') : 'plain'
      const inFlow = flowDepth > 0
      scalars.push({ col: i, kind, isKey, raw, closed, afterKey: previousKey, inFlow })
      previousKey = isKey
      expect = false
      i = end
      if (!closed) break
    }
  }
  return { scalars, flowDepth }
}

const BLOCK_SCALAR = /:\s+[|>][-+0-9]*\s*(#.*)?$/

/** Every non-blank, non-comment line with its scalars. */
export function yamlLines(text: string): YamlLine[] {
  const out: YamlLine[] = []
  let blockIndent = -1
  let block: { key: string; line: number; keyCol: number; textCol: number } | undefined
  let flowDepth = 0
  text.split(/\r?\n/).forEach((text, index) => {
    const trimmed = text.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    const indent = text.length - text.trimStart().length
    const marker = /^[ \t]*((?:-[ \t]+)*)/.exec(text)![1]!
    const dashes = (marker.match(/-/g) ?? []).length
    const contentCol = indent + marker.length
    if (blockIndent >= 0 && indent > blockIndent) {
      if (block && block.textCol < 0) block.textCol = indent
      const offText = block && indent < block.textCol ? block : undefined
      const line = {
        number: index + 1,
        text,
        indent,
        contentCol,
        dashes,
        nested: true,
        scalars: [],
      }
      out.push(offText ? { ...line, offText } : line)
      return
    }
    blockIndent = -1
    block = undefined
    const nested = flowDepth > 0
    const scan = scanLine(text, flowDepth)
    flowDepth = scan.flowDepth
    if (BLOCK_SCALAR.test(text) && flowDepth === 0) {
      const key = scan.scalars.findLast((s) => s.isKey)
      blockIndent = dashes > 0 ? contentCol : indent
      block = { key: key?.raw ?? '', line: index + 1, keyCol: key?.col ?? blockIndent, textCol: -1 }
    }
    out.push({ number: index + 1, text, indent, contentCol, dashes, nested, scalars: scan.scalars })
  })
  return out
}
