import { isPair, isScalar, visit, type Document, type LineCounter } from 'yaml'
import { indentationMistake } from './yaml-indentation'
import { yamlLines } from './yaml-lines'
import {
  colonInText,
  smartQuoteMistakes,
  tabMistakes,
  unclosedQuote,
  type Mistake,
} from './yaml-mistakes'

/** A duplicate key, named, with the line of its first occurrence. */
function duplicateKeys(doc: Document, lines: LineCounter): Mistake[] {
  const out: Mistake[] = []
  visit(doc, {
    Map(_key, map) {
      const seen = new Map<unknown, number>()
      for (const pair of map.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue
        const start = pair.key.range?.[0] ?? 0
        const first = seen.get(pair.key.value)
        if (first === undefined) {
          seen.set(pair.key.value, start)
          continue
        }
        const { line, col } = lines.linePos(start)
        const firstLine = lines.linePos(first).line
        out.push({
          line,
          col,
          message: `the key "${String(pair.key.value)}" appears twice here (first on line ${firstLine}): keep one of them`,
        })
      }
    },
  })
  return out
}

/** The parser's own words, for the mistakes not recognised above. */
function parserMessage(error: Document['errors'][number], lines: LineCounter): Mistake {
  const { line, col } = lines.linePos(error.pos[0])
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
  return { line, col, message: `YAML syntax error: ${message}` }
}

/**
 * The YAML mistakes of a file in plain words, each at the place to fix it. One report per real
 * mistake: what the parser reports after the first error is mostly its consequence, so only the
 * first is explained (fixing it reveals the next, if any).
 */
export function explainSyntax(text: string, doc: Document, lines: LineCounter): Mistake[] {
  // Cheap tests first: a valid file without tabs or curly quotes is never scanned line by line.
  const tabs = text.includes('\t') ? tabMistakes(text) : []
  if (tabs.length > 0) return tabs
  const curly = /[“”„‘’‚]/.test(text)
  const errors = doc.errors.filter((e) => e.code !== 'DUPLICATE_KEY')
  if (!curly && doc.errors.length === 0) return []
  const scanned = yamlLines(text)
  const quotes = curly ? smartQuoteMistakes(scanned) : []
  if (quotes.length > 0) return quotes
  if (errors.length === 0) return duplicateKeys(doc, lines)
  const first = [...errors].sort((a, b) => a.pos[0] - b.pos[0])[0]!
  const firstLine = lines.linePos(first.pos[0]).line
  const found =
    unclosedQuote(scanned) ??
    colonInText(scanned, firstLine) ??
    indentationMistake(scanned) ??
    colonInText(scanned)
  return [found ?? parserMessage(first, lines)]
}
