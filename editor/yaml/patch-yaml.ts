import { isDeepStrictEqual } from 'node:util'
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml'
import { columnOf, lineAfter, lineStart } from './text-lines'
import { flowText, itemText, pairText, scalarText } from './render-node'
import { commentsAbove, sourcesOf, splitGap } from './seq-items'

interface Edit {
  start: number
  end: number
  text: string
}

/** A change the text edits do not make; the document is then written by the `yaml` package. */
class Unpatched extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const valueOf = (node: Node | null): unknown => (node ? node.toJSON() : null)

/**
 * The YAML text holding `next`, made by rewriting only the nodes whose value changed: comments,
 * key order, quoting, blank lines and every untouched line stay byte for byte. A change the edits
 * cannot make (a value changing between a list, a map and a text) is made through the `yaml`
 * package's Document API instead: the values are right, but the file is written again whole and
 * keeps only its first comment.
 */
export function patchYaml(text: string, next: unknown): string {
  const doc = parseDocument(text)
  if (doc.errors.length > 0)
    throw new Error(`The file is not valid YAML: ${doc.errors[0]!.message}`)
  if (isDeepStrictEqual(doc.toJS(), next)) return text
  const edits: Edit[] = []
  try {
    patchNode(text, doc.contents, next, { inFlow: false }, edits)
    const patched = applied(text, edits)
    if (isDeepStrictEqual(parseDocument(patched).toJS(), next)) return patched
  } catch (error) {
    if (!(error instanceof Unpatched)) throw error
  }
  return rewritten(text, next)
}

function applied(text: string, edits: Edit[]): string {
  let out = text
  for (const { start, end, text: replacement } of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + replacement + out.slice(end)
  return out
}

/** The whole document written again by the `yaml` package: its values right, its first comment kept. */
function rewritten(text: string, next: unknown): string {
  const doc = parseDocument(text)
  doc.contents = doc.createNode(next) as typeof doc.contents
  return doc.toString({ lineWidth: 100 })
}

interface Place {
  inFlow: boolean
}

function patchNode(text: string, node: Node | null, next: unknown, at: Place, edits: Edit[]) {
  if (!node?.range) throw new Unpatched()
  if (isDeepStrictEqual(valueOf(node), next)) return
  const [start, end] = node.range
  if (isScalar(node) && !isRecord(next) && !Array.isArray(next)) {
    const indent = blockIndent(text, node) ?? columnOf(text, start) + 2
    const written = scalarText(node, next, indent, at.inFlow)
    edits.push({ start, end, text: start === end ? ` ${written}` : written })
  } else if ((isMap(node) || isSeq(node)) && node.flow && (isRecord(next) || Array.isArray(next)))
    edits.push({ start, end, text: flowText(next) })
  else if (isMap(node) && isRecord(next))
    patchMap(text, node.items as Pair<Node, Node>[], next, edits)
  else if (isSeq(node) && Array.isArray(next)) patchSeq(text, node.items as Node[], next, edits)
  else throw new Unpatched()
}

/** The column a block scalar's lines start at, as the file has it. */
function blockIndent(text: string, node: Node): number | undefined {
  if (!isScalar(node) || !node.type?.startsWith('BLOCK')) return undefined
  const firstLine = lineAfter(text, node.range![0])
  const match = /^ */.exec(text.slice(firstLine))
  return match ? match[0].length : undefined
}

function patchMap(
  text: string,
  pairs: Pair<Node, Node>[],
  next: Record<string, unknown>,
  edits: Edit[],
) {
  if (pairs.length === 0) throw new Unpatched()
  const keyOf = (pair: Pair<Node, Node>) => String(valueOf(pair.key))
  const indent = columnOf(text, pairs[0]!.key.range![0])
  for (const pair of pairs) {
    const key = keyOf(pair)
    if (Object.hasOwn(next, key)) patchNode(text, pair.value, next[key], { inFlow: false }, edits)
    else edits.push(removal(text, pair, pair === pairs[0]))
  }
  const known = new Set(pairs.map(keyOf))
  const added = Object.keys(next).filter((key) => !known.has(key))
  if (added.length === 0) return
  const last = pairs.at(-1)!
  const at = lineAfter(text, (last.value ?? last.key).range![1])
  const lines = added.map((key) => pairText(key, next[key], indent)).join('')
  edits.push({
    start: at,
    end: at,
    text: text.length === at && !text.endsWith('\n') ? `\n${lines}` : lines,
  })
}

function removal(text: string, pair: Pair<Node, Node>, first: boolean): Edit {
  const keyStart = pair.key.range![0]
  const start = lineStart(text, keyStart)
  // The first key of a list item shares its line with the dash.
  if (first && text.slice(start, keyStart).trim() !== '') throw new Unpatched()
  return { start, end: lineAfter(text, (pair.value ?? pair.key).range![1]), text: '' }
}

/**
 * A list whose items changed in place is patched item by item; one whose items moved, came or
 * went is written again from the text of its unchanged items (each with the comment lines above
 * it) and new text for the new ones.
 */
function patchSeq(text: string, items: Node[], next: unknown[], edits: Edit[]) {
  if (items.length === 0) throw new Unpatched()
  const old = items.map(valueOf)
  const foundElsewhere = (value: unknown, i: number) =>
    old.some((o, j) => j !== i && isDeepStrictEqual(o, value))
  const inPlace =
    old.length === next.length &&
    next.every((value, i) => isDeepStrictEqual(old[i], value) || !foundElsewhere(value, i))
  if (inPlace) {
    next.forEach((value, i) => patchNode(text, items[i]!, value, { inFlow: false }, edits))
    return
  }
  const dash = lineStart(text, items[0]!.range![0])
  const indent = columnOf(text, items[0]!.range![0]) - 2
  if (text.slice(dash, dash + indent + 1) !== `${' '.repeat(indent)}-`) throw new Unpatched()
  const first = commentsAbove(text, dash)
  const ends = items.map((item) => lineAfter(text, item.range![1]))
  const regions = items.map((_, i) => splitGap(text.slice(i === 0 ? first : ends[i - 1], ends[i])))
  const starts = regions.map((r, i) => (i === 0 ? first : ends[i - 1]!) + r.gap.length)
  const from = sourcesOf(old, next)
  const written = next.map((value, k) => {
    const gap =
      k === 0 && from[k] === undefined ? '' : regions[Math.min(k, regions.length - 1)]!.gap
    const j = from[k]
    if (j === undefined) return gap + itemText(value, indent)
    const inner: Edit[] = []
    patchNode(text, items[j]!, value, { inFlow: false }, inner)
    const body = applied(
      regions[j]!.body,
      inner.map((e) => ({ ...e, start: e.start - starts[j]!, end: e.end - starts[j]! })),
    )
    return gap + (body.endsWith('\n') ? body : `${body}\n`)
  })
  const end = ends.at(-1)!
  const joined = written.join('')
  edits.push({
    start: first,
    end,
    text: text.length === end && !text.endsWith('\n') ? joined.slice(0, -1) : joined,
  })
}
