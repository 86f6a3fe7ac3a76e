import type { YamlLine } from './lines'
import { shorten, type Mistake } from './mistakes'

/** An open block: a mapping key's column, or a list's dash column (`seq`). */
interface Level {
  col: number
  key?: string
  seq: boolean
  line: number
}

const keyName = (line: YamlLine) => {
  const first = line.scalars[0]
  return first?.isKey && first.col === line.contentCol
    ? first.raw.replace(/^["']|["']$/g, '')
    : undefined
}
const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`

/** A line between a `>-` key and its text in indentation: the text ends there for YAML. */
function offTextMistake(line: YamlLine, text: NonNullable<YamlLine['offText']>): Mistake {
  const word = /^\s*([\w-]+):(\s|$)/.exec(line.text)?.[1]
  const where = `the text of "${text.key}" (line ${text.line})`
  return {
    line: line.number,
    col: line.indent + 1,
    message: word
      ? `"${word}" is indented ${spaces(line.indent)}: as a key it should line up with "${text.key}" on line ${text.line} (${spaces(text.keyCol)}), as part of ${where} with that text (${spaces(text.textCol)})`
      : `this line of ${where} is indented ${spaces(line.indent)}, the text above it ${text.textCol}: line it up with the text`,
  }
}

function offBy(line: YamlLine, at: number, ref: Level): Mistake {
  const name = shorten(keyName(line) ?? line.text.trim())
  const diff = at - ref.col
  const refName = ref.key
    ? `"${ref.key}" on line ${ref.line}`
    : `${ref.seq ? 'the list item on ' : ''}line ${ref.line}`
  const how =
    diff === 0 ? 'as much as' : `${spaces(Math.abs(diff))} ${diff > 0 ? 'more' : 'less'} than`
  const target = ref.key ? `"${ref.key}"` : ref.seq ? 'that item' : 'that line'
  return {
    line: line.number,
    col: at + 1,
    message: `"${name}" is indented ${how} ${refName}: line it up with ${target} (${spaces(ref.col)} from the left)`,
  }
}

/** The first line whose indentation matches none of the blocks it could belong to. */
export function indentationMistake(lines: YamlLine[]): Mistake | undefined {
  const levels: Level[] = []
  let opensChild = true
  for (const line of lines) {
    if (line.offText) return offTextMistake(line, line.offText)
    if (line.nested) continue
    const key = keyName(line)
    const isItem = line.dashes > 0
    const at = isItem ? line.indent : line.contentCol
    let popped: Level | undefined
    while (levels.length > 0 && levels.at(-1)!.col > at) popped = levels.pop()
    // A list written at its key's own column (`items:` then `- a` below it) ends at a sibling key.
    if (!isItem && levels.at(-1)?.seq && levels.at(-2)?.col === at) popped = levels.pop()
    const top = levels.at(-1)
    const same = top?.col === at
    const sibling = same && (isItem ? top.seq : !top.seq)
    const compactList = same && isItem && !top.seq && opensChild
    const child = !top || (at > top.col && opensChild)
    const continuation = !key && !isItem && top && at > top.col && !opensChild
    if (!sibling && !compactList && !child && !continuation) {
      const list = [...levels].reverse().find((level) => level.seq)
      const ref = isItem ? (list ?? top) : (popped ?? (top.seq ? levels.at(-2) : top) ?? top)
      return offBy(line, at, ref)
    }
    if (continuation) continue
    if (sibling) levels.pop()
    if (isItem) {
      levels.push({ col: line.indent, seq: true, line: line.number })
      if (key) levels.push({ col: line.contentCol, key, seq: false, line: line.number })
    } else levels.push({ col: at, key, seq: false, line: line.number })
    const last = line.scalars.at(-1)
    opensChild =
      Boolean(key && last?.isKey && !/[[{]\s*$/.test(line.text)) ||
      (isItem && line.scalars.length === 0)
  }
  return undefined
}
