import type { Scalar, YamlLine } from './lines'
import { shorten, type Mistake } from './mistakes'

/** What follows a closed quoted text on its line, when it is more text (not `,`, `:` or `#`). */
function leftOver(line: YamlLine, quoted: Scalar): { col: number; written: string } | undefined {
  const end = quoted.col + quoted.raw.length
  const after = line.text.slice(end)
  const col = end + after.length - after.trimStart().length
  const rest = line.text
    .slice(col)
    .replace(/\s+#.*$/, '')
    .trimEnd()
  const text = quoted.inFlow ? rest.replace(/\s*[,\]}].*$/, '') : rest
  if (text === '' || /^[,:#\]}]/.test(text)) return undefined
  return { col, written: line.text.slice(quoted.col, col) + text }
}

/** The fix: the whole text in the other kind of quote (single quotes doubled inside '…'). */
function fixFor(quote: string, written: string): string {
  // `'Don't wait'`: the quotes around it are the text's own; `"Best" help` quotes a word.
  const text = written.endsWith(quote) ? written.slice(1, -1) : written
  const single = `'${text.replace(/'/g, "''")}'`
  if (quote === '"') return `put the whole text in single quotes (${shorten(single)})`
  const double = `"${text.replace(/"/g, '\\"')}"`
  return `put the whole text in double quotes (${shorten(double)}) or write the ' inside it twice (${shorten(single)})`
}

/** `title: "Best" help today`, `title: 'Don't wait'`: text after the quote that closes a text. */
export function textAfterQuote(lines: YamlLine[], onLine: number): Mistake | undefined {
  const line = lines.find((l) => l.number === onLine)
  for (const quoted of line?.scalars ?? []) {
    if (quoted.kind === 'plain' || !quoted.closed || quoted.isKey) continue
    const rest = leftOver(line!, quoted)
    if (!rest) continue
    const quote = quoted.raw[0]!
    return {
      line: line!.number,
      col: rest.col + 1,
      message: `the quoted text ends at the second ${quote}, so YAML cannot read what follows it: ${fixFor(quote, rest.written)}`,
    }
  }
  return undefined
}
