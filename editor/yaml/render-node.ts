import { Document, Scalar, isCollection, stringify } from 'yaml'
import { indentAll, indentRest } from './text-lines'

/** The project's files are wrapped at 100 columns. */
const WIDTH = 100
const widthAt = (indent: number) => Math.max(40, WIDTH - indent)
const FLOW_INDICATORS = /[,[\]{}]/

/**
 * A new value for a scalar, written in the style the old one had (plain, quoted, folded) where
 * that reads back the same. `indent` is the column block text starts at; `inFlow` when the scalar
 * sits inside `{ … }` or `[ … ]`.
 */
export function scalarText(old: Scalar, value: unknown, indent: number, inFlow: boolean): string {
  if (typeof value !== 'string') return stringify(value).trimEnd()
  const scalar = new Scalar(value)
  if (typeof old.value === 'string' && old.type) scalar.type = old.type
  const block = scalar.type === 'BLOCK_FOLDED' || scalar.type === 'BLOCK_LITERAL'
  if (block && !inFlow) {
    const text = new Document(scalar).toString({ lineWidth: widthAt(indent) })
    return indentRest(text, indent)
  }
  if (block) scalar.type = 'PLAIN'
  const text = new Document(scalar).toString({ lineWidth: 0 }).trimEnd()
  if (inFlow && scalar.type === 'PLAIN' && FLOW_INDICATORS.test(text)) return JSON.stringify(value)
  return text
}

/** A collection written on one line, as the files write them: `{ a: 1 }` and `[a, b]`. */
export function flowText(value: unknown): string {
  const doc = new Document(value)
  if (isCollection(doc.contents)) doc.contents.flow = true
  const padding = !Array.isArray(value)
  return doc.toString({ flowCollectionPadding: padding, lineWidth: 0 }).trimEnd()
}

/** `key: value` lines (ending in a newline) at column `indent`. */
export const pairText = (key: string, value: unknown, indent: number) =>
  indentAll(stringify({ [key]: value }, { lineWidth: widthAt(indent) }), indent)

/** `- value` lines (ending in a newline) with the dash at column `indent`. */
export const itemText = (value: unknown, indent: number) =>
  indentAll(stringify([value], { lineWidth: widthAt(indent) }), indent)
