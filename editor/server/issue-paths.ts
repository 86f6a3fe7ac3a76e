import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'

type Path = (string | number)[]

const contains = (node: Node | null | undefined, offset: number): node is Node =>
  !!node?.range && node.range[0] <= offset && offset < Math.max(node.range[2], node.range[0] + 1)

const keyName = (key: unknown) => (isScalar(key) ? String(key.value) : String(key))

/** The path of the deepest node of `node` holding `offset`. */
function pathAt(node: Node, offset: number, path: Path): Path {
  if (isMap(node))
    for (const pair of node.items) {
      const key = keyName(pair.key)
      const value = pair.value as Node | null
      if (contains(value, offset)) return pathAt(value, offset, [...path, key])
      if (contains(pair.key as Node, offset)) return [...path, key]
    }
  if (isSeq(node))
    for (const [index, item] of node.items.entries())
      if (contains(item as Node, offset)) return pathAt(item as Node, offset, [...path, index])
  return path
}

/** Where a line starts, counting from 1. */
function lineOffset(text: string, line: number): number {
  let offset = 0
  for (let at = 1; at < line && offset >= 0; at++) offset = text.indexOf('\n', offset) + 1
  return offset
}

/**
 * Turns `line:col` (from 1) in a YAML text into the path of the field there, e.g.
 * ['blocks', 2, 'items', 0, 'answer']. A position off every node (the indent of a line, say)
 * is taken at the first character of its line; [] when it is in no field.
 */
export function pathAtPosition(text: string, line: number, col: number): Path {
  const contents = parseDocument(text).contents as Node | null
  if (!contents) return []
  const start = lineOffset(text, line)
  const exact = pathAt(contents, start + col - 1, [])
  if (exact.length > 0) return exact
  const firstChar = start + (/^[ \t-]*/.exec(text.slice(start))?.[0].length ?? 0)
  return pathAt(contents, firstChar, [])
}
