import type { ErrorObject } from 'ajv'

/** One step into a value: a property name or a list index. */
export type Segment = string | number

/** What a pattern or format check expected: the schema's description says it best. */
export interface ExpectedForm {
  description?: string
  pattern?: string
  format?: string
}

/**
 * The words for each kind of problem, for one audience (a content author reading a file, a
 * client of the lead API). `value` is the value the problem is about.
 */
export interface Wording {
  missing(name: string): string
  unknown(name: string, known: string[]): string
  wrongType(expected: string[], value: unknown, path: Segment[]): string
  noBranch(branches: string[], value: unknown): string
  notAllowed(allowed: string[], value: unknown): string
  notEqual(expected: unknown, value: unknown): string
  itemCount(bound: 'at least' | 'at most', limit: number, value: unknown): string
  tooShort(limit: number): string
  tooLong(limit: number): string
  wrongForm(expected: ExpectedForm, value: unknown): string
  outOfRange(comparison: string, limit: number, value: unknown): string
  other(message: string | undefined): string
}

export interface ExplainedError {
  /** The node the problem is about. */
  path: Segment[]
  /** Set when a required property of that node is missing: its name. */
  missing?: string
  /** Set when that node has a property its schema does not know: its name. */
  unknown?: string
  /** With `unknown`: the property names the schema knows there. */
  known?: string[]
  message: string
}

function pointerToPath(pointer: string): Segment[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

type Params = Record<string, string | number> & { allowedValues?: string[]; allowedValue?: unknown }
type ParentSchema = { description?: string; properties?: object } | undefined

/**
 * Turns Ajv's errors into one message per problem in `wording`'s words. Where a union failed,
 * only the union's own error is kept (each branch's complaint would contradict the others).
 * Descriptions, known property names and union branches come from the schema when Ajv runs
 * with `verbose: true`.
 */
export function explainAjvErrors(
  errors: readonly ErrorObject[],
  wording: Wording,
  valueAt: (path: Segment[]) => unknown = () => undefined,
): ExplainedError[] {
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath))
  const out: ExplainedError[] = []
  for (const error of errors) {
    if (unionPaths.has(error.instancePath) && error.keyword !== 'anyOf') continue
    const path = pointerToPath(error.instancePath)
    const value = valueAt(path)
    const p = error.params as Params
    const parent = error.parentSchema as ParentSchema
    const say = (message: string) => out.push({ path, message })
    switch (error.keyword) {
      case 'required': {
        const name = String(p.missingProperty)
        out.push({ path, missing: name, message: wording.missing(name) })
        break
      }
      case 'additionalProperties': {
        const name = String(p.additionalProperty)
        const known = Object.keys(parent?.properties ?? {})
        out.push({ path, unknown: name, known, message: wording.unknown(name, known) })
        break
      }
      case 'type':
        say(wording.wrongType(String(p.type).split(','), value, path))
        break
      case 'anyOf': {
        const branches = ((error.schema ?? []) as { type?: string }[]).map((b) => b.type ?? 'value')
        say(wording.noBranch(branches, value))
        break
      }
      case 'enum':
        say(wording.notAllowed(p.allowedValues ?? [], value))
        break
      case 'const':
        say(wording.notEqual(p.allowedValue, value))
        break
      case 'minItems':
      case 'maxItems': {
        const bound = error.keyword === 'minItems' ? 'at least' : 'at most'
        say(wording.itemCount(bound, Number(p.limit), value))
        break
      }
      case 'minLength':
        say(wording.tooShort(Number(p.limit)))
        break
      case 'maxLength':
        say(wording.tooLong(Number(p.limit)))
        break
      case 'pattern':
        say(
          wording.wrongForm(
            { description: parent?.description, pattern: String(p.pattern) },
            value,
          ),
        )
        break
      case 'format':
        say(
          wording.wrongForm({ description: parent?.description, format: String(p.format) }, value),
        )
        break
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        say(wording.outOfRange(String(p.comparison), Number(p.limit), value))
        break
      default:
        say(wording.other(error.message))
    }
  }
  return out
}
