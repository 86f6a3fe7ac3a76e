import type { ContentIssue } from './issues'
import { scanLine } from '../lib/yaml/lines'
import { ANY_INSTRUCTION, isInstruction } from './scaffold-instructions'

/** What comes before a value on its line: a key, a list's dash, a flow's `{`, `[` or `,`. */
const VALUE_START = /(?:^|[:,[{-])\s*["']?$/

/**
 * The TODO text at `index` of `line`, to the end of its value: the closing quote of a quoted
 * value (quotes inside it, as `''` or `\"`, are part of the text), else the end of the line.
 */
function todoText(line: string, index: number): string {
  const quoted = scanLine(line, 0).scalars.find(
    (s) => s.kind !== 'plain' && s.col < index && index < s.col + s.raw.length,
  )
  if (!quoted) return line.slice(index)
  const inside = line.slice(index, quoted.col + quoted.raw.length - (quoted.closed ? 1 : 0))
  return quoted.kind === 'single' ? inside.replace(/''/g, "'") : inside.replace(/\\"/g, '"')
}

const stillToFill = (file: string, line: number, col: number, what: string): ContentIssue => ({
  file,
  line,
  col,
  where: '',
  message: `still to fill in: ${what}`,
})

/**
 * Every `TODO:` left in a file (new:city writes them where only a person knows the facts), and
 * every instruction of new:city left without its `TODO:`.
 */
export function todoIssues(file: string, text: string): ContentIssue[] {
  // Instructions are looked for in city pages only: new:city writes no other page.
  const scaffolded = text.includes('type: city-landing')
  if (!text.includes('TODO:') && !(scaffolded && text.search(ANY_INSTRUCTION) >= 0)) return []
  return text.split(/\r?\n/).flatMap((line, index) => {
    const todos = [...line.matchAll(/TODO:/g)].map(({ index: at }) =>
      stillToFill(
        file,
        index + 1,
        at + 1,
        todoText(line, at).slice(5).trim() || 'replace this TODO',
      ),
    )
    if (todos.length > 0 || !scaffolded) return todos
    return [...line.matchAll(ANY_INSTRUCTION)].flatMap(({ index: at }) => {
      const value = todoText(line, at).trim()
      if (!VALUE_START.test(line.slice(0, at)) || !isInstruction(value)) return []
      const what = `"${value}" is what new:city asked for here, not the page's text`
      return [stillToFill(file, index + 1, at + 1, what)]
    })
  })
}
