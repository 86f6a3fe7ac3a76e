import type { ErrorObject } from 'ajv'
import { didYouMean } from './suggest'
import type { Segment } from './yaml-source'

export interface Explained {
  /** The node the problem is about (also what the message is prefixed with). */
  path: Segment[]
  /** Set when the problem is one key of that node: the position shown is the key's. */
  key?: string
  message: string
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a mapping'
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`
  return `${typeof value} ${String(value)}`
}

function typeName(type: string): string {
  return { object: 'mapping', array: 'list', string: 'text', null: 'null' }[type] ?? type
}

/** `value: 67` where a text is expected: YAML read a number (or true/false/null); quotes keep it text. */
function quoteHint(expected: string, value: unknown, written: string | undefined): string {
  if (!expected.split(',').includes('string')) return ''
  if (value === null && !written) return '; write the text after the colon'
  if (!['number', 'boolean'].includes(typeof value) && value !== null) return ''
  return `; write it in quotes: "${written ?? String(value)}"`
}

export function pointerToPath(pointer: string): Segment[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

/** Turns ajv's errors into one plain-language message per problem, with the node to point at. */
export function explain(
  errors: ErrorObject[],
  valueAt: (path: Segment[]) => unknown,
  writtenAt: (path: Segment[]) => string | undefined = () => undefined,
): Explained[] {
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath))
  const out: Explained[] = []
  for (const error of errors) {
    const path = pointerToPath(error.instancePath)
    const value = valueAt(path)
    const schema = error.parentSchema as { description?: string } | undefined
    const p = error.params as Record<string, unknown>
    if (unionPaths.has(error.instancePath) && error.keyword !== 'anyOf') continue
    switch (error.keyword) {
      case 'required':
        out.push({ path, message: `missing required property "${p.missingProperty}"` })
        break
      case 'additionalProperties': {
        const name = String(p.additionalProperty)
        const known = Object.keys(
          (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
        )
        const hint = didYouMean(name, known) || `; expected one of: ${known.join(', ')}`
        out.push({ path, key: name, message: `unknown property "${name}"${hint}` })
        break
      }
      case 'type': {
        const expected = String(p.type).split(',').map(typeName).map(article).join(' or ')
        out.push({
          path,
          message: `expected ${expected}, got ${describe(value)}${quoteHint(String(p.type), value, writtenAt(path))}`,
        })
        break
      }
      case 'anyOf': {
        const branches = ((error.schema as { type?: string }[]) ?? []).map((b) =>
          typeName(b.type ?? 'value'),
        )
        out.push({
          path,
          message: `expected ${branches.map(article).join(' or ')}, got ${describe(value)}`,
        })
        break
      }
      case 'enum': {
        const allowed = (p.allowedValues as string[]).map((v) => JSON.stringify(v))
        const hint = typeof value === 'string' ? didYouMean(value, p.allowedValues as string[]) : ''
        out.push({
          path,
          message: `${describe(value)} is not allowed${hint}; expected one of ${allowed.join(', ')}`,
        })
        break
      }
      case 'const':
        out.push({
          path,
          message: `expected ${JSON.stringify(p.allowedValue)}, got ${describe(value)}`,
        })
        break
      case 'minItems':
      case 'maxItems': {
        const bound = error.keyword === 'minItems' ? 'at least' : 'at most'
        const count = Array.isArray(value) ? value.length : 0
        out.push({ path, message: `needs ${bound} ${p.limit} items, has ${count}` })
        break
      }
      case 'minLength':
        out.push({
          path,
          message: p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`,
        })
        break
      case 'maxLength':
        out.push({ path, message: `must be at most ${p.limit} characters` })
        break
      case 'pattern':
      case 'format': {
        const expected =
          schema?.description ??
          (error.keyword === 'format' ? `a valid ${p.format}` : `text matching ${p.pattern}`)
        out.push({ path, message: `${describe(value)} is not valid; expected ${expected}` })
        break
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        out.push({ path, message: `${describe(value)} must be ${p.comparison} ${p.limit}` })
        break
      default:
        out.push({ path, message: error.message ?? 'is not valid' })
    }
  }
  return out
}
