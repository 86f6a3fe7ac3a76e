import { isMap, isPair, isScalar, isSeq, visit, type Document, type LineCounter } from 'yaml'
import { indentationMistake } from './indentation'
import { yamlLines } from './lines'
import {
  colonInText,
  noSpaceAfterColon,
  smartQuoteMistakes,
  tabMistakes,
  unclosedQuote,
  type Mistake,
} from './mistakes'
import { textAfterQuote } from './quotes'
import { firstCutByComment } from './comments'

type Ancestors = readonly unknown[]
const firstKey = (node: unknown) =>
  isMap(node) && isPair(node.items[0]) && isScalar(node.items[0].key)
    ? node.items[0].key.value
    : undefined

/**
 * "block" for an item of the page's `blocks`, "item" for one of another list; undefined when the
 * key does not start the items of its list (so it is no missing `- `).
 */
function itemStartedBy(key: unknown, ancestors: Ancestors): string | undefined {
  const list = ancestors.at(-1)
  if (!isSeq(list) || !list.items.some((item) => firstKey(item) === key)) return undefined
  const owner = ancestors.at(-2)
  const isBlocks = isPair(owner) && isScalar(owner.key) && owner.key.value === 'blocks'
  // The page's own `blocks`: document, its top map, the `blocks` pair, the list.
  const topLevel = ancestors.length === 4
  return isBlocks && topLevel ? 'block' : 'item'
}

function duplicateMessage(key: unknown, firstLine: number, item: string | undefined): string {
  const name = String(key)
  if (!item)
    return `the key "${name}" appears twice here (first on line ${firstLine}): keep one of them`
  return `"${name}" appears twice in one ${item} (first on line ${firstLine}): if this starts a new ${item}, write "- " before it`
}

/** A duplicate key, named, with the line of its first occurrence. */
function duplicateKeys(doc: Document, lines: LineCounter): Mistake[] {
  const out: Mistake[] = []
  visit(doc, {
    Map(_key, map, ancestors) {
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
        const item = itemStartedBy(pair.key.value, ancestors)
        out.push({ line, col, message: duplicateMessage(pair.key.value, firstLine, item) })
        // The keys after a missing `- ` belong to the new item: their duplicates are no mistake.
        if (item) break
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
    firstCutByComment(scanned) ??
    textAfterQuote(scanned, firstLine) ??
    colonInText(scanned, firstLine) ??
    noSpaceAfterColon(scanned, firstLine) ??
    indentationMistake(scanned) ??
    colonInText(scanned)
  return [found ?? parserMessage(first, lines)]
}
