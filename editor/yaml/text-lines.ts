/** Offsets in a YAML text: where lines start and end around a position. */

export const lineStart = (text: string, pos: number) => text.lastIndexOf('\n', pos - 1) + 1

/** The start of the line after the one `end` (exclusive) finishes on. */
export function lineAfter(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end
  const next = text.indexOf('\n', end)
  return next < 0 ? text.length : next + 1
}

export const columnOf = (text: string, pos: number) => pos - lineStart(text, pos)

/** Each line but the first moved right by `indent` spaces (empty lines stay empty). */
export function indentRest(block: string, indent: number): string {
  const pad = ' '.repeat(indent)
  return block
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : pad + line))
    .join('\n')
}

/** Every line moved right by `indent` spaces (empty lines stay empty). */
export const indentAll = (block: string, indent: number) =>
  ' '.repeat(indent) + indentRest(block, indent)
