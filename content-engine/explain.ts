import type { ErrorObject } from 'ajv'
import { explainAjvErrors, type ExplainedError, type Wording } from '../lib/ajv-errors'
import { didYouMean, nearest, publicPrefixFix } from './suggest'
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
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`
  return typeof value
}

function typeName(type: string): string {
  return { object: 'mapping', array: 'list', string: 'text', null: 'null' }[type] ?? type
}

const expectedTypes = (types: string[]) => types.map(typeName).map(article).join(' or ')

/** `value: 67` where a text is expected: YAML read a number (or true/false/null); quotes keep it text. */
function quoteHint(expected: string[], value: unknown, written: string | undefined): string {
  if (!expected.includes('string')) return ''
  if (value === null && !written) return '; write the text after the colon'
  if (!['number', 'boolean'].includes(typeof value) && value !== null) return ''
  return `; write it in quotes: "${written ?? String(value)}"`
}

/** Words for whoever writes the content: what was found, what was expected, a likely fix. */
function authorWording(writtenAt: (path: Segment[]) => string | undefined): Wording {
  return {
    missing: (name) => `missing required property "${name}"`,
    unknown: (name, known) => {
      const hint = didYouMean(name, known) || `; expected one of: ${known.join(', ')}`
      return `unknown property "${name}"${hint}`
    },
    wrongType: (expected, value, path) => {
      const hint = quoteHint(expected, value, writtenAt(path))
      return `expected ${expectedTypes(expected)}, got ${describe(value)}${hint}`
    },
    noBranch: (branches, value) => `expected ${expectedTypes(branches)}, got ${describe(value)}`,
    notAllowed: (allowed, value) => {
      const hint = typeof value === 'string' ? didYouMean(value, allowed) : ''
      const list = allowed.map((v) => JSON.stringify(v)).join(', ')
      return `${describe(value)} is not allowed${hint}; expected one of ${list}`
    },
    notEqual: (expected, value) => `expected ${JSON.stringify(expected)}, got ${describe(value)}`,
    itemCount: (bound, limit, value) =>
      `needs ${bound} ${limit} items, has ${Array.isArray(value) ? value.length : 0}`,
    tooShort: (limit) =>
      limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`,
    tooLong: (limit) => `must be at most ${limit} characters`,
    wrongForm: ({ description, format, pattern }, value) => {
      const fix = publicPrefixFix(value)
      if (fix) return `${describe(value)} is not valid; ${fix}`
      const expected = description ?? (format ? `a valid ${format}` : `text matching ${pattern}`)
      return `${describe(value)} is not valid; expected ${expected}`
    },
    outOfRange: (comparison, limit, value) => `${describe(value)} must be ${comparison} ${limit}`,
    other: (message) => message ?? 'is not valid',
  }
}

const samePath = (a: Segment[], b: Segment[]) =>
  a.length === b.length && a.every((segment, i) => segment === b[i])

/** A missing required property that a misspelt key beside it stands for: the key says it all. */
function withoutMisspeltMissing(errors: ExplainedError[]): ExplainedError[] {
  const meant = errors.flatMap(({ path, unknown, known }) => {
    const name = unknown && nearest(unknown, known ?? [])
    return name ? [{ path, name }] : []
  })
  return errors.filter(
    ({ path, missing }) =>
      !missing || !meant.some((m) => m.name === missing && samePath(m.path, path)),
  )
}

/** Turns ajv's errors into one plain-language message per problem, with the node to point at. */
export function explain(
  errors: ErrorObject[],
  valueAt: (path: Segment[]) => unknown,
  writtenAt: (path: Segment[]) => string | undefined = () => undefined,
): Explained[] {
  const explained = explainAjvErrors(errors, authorWording(writtenAt), valueAt)
  return withoutMisspeltMissing(explained).map(({ path, unknown, message }) =>
    unknown ? { path, key: unknown, message } : { path, message },
  )
}
