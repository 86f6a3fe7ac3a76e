import type { TSchema } from '@sinclair/typebox'

/** One line of a block's field table. */
export interface FieldRow {
  /** `items[].question` for a field of the objects in a list. */
  name: string
  type: string
  required: boolean
  default?: string
  description: string
}

type Json = {
  type?: string
  const?: unknown
  enum?: unknown[]
  anyOf?: Json[]
  items?: Json
  properties?: Record<string, Json>
  required?: string[]
  default?: unknown
  description?: string
  minItems?: number
  maxItems?: number
}

function count(schema: Json): string {
  const { minItems: min, maxItems: max } = schema
  if (min !== undefined && min === max) return ` (${min})`
  if (min && max) return ` (${min}–${max})`
  if (min) return ` (at least ${min})`
  if (max) return ` (at most ${max})`
  return ''
}

const plural = (label: string) => (label === 'text' || label.includes('|') ? label : `${label}s`)

/** A short, readable type: text, number, "a" | "b", list of text (3), mapping… */
export function typeLabel(schema: Json): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' | ')
  switch (schema.type) {
    case 'string':
      return 'text'
    case 'integer':
      return 'whole number'
    case 'array':
      return `list of ${schema.items ? plural(typeLabel(schema.items)) : 'values'}${count(schema)}`
    case 'object':
      return schema.properties ? 'mapping' : 'mapping (any keys)'
    default:
      return schema.type ?? 'value'
  }
}

const shortJson = (value: unknown) => {
  const text = JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

/** Every field of an object schema, nested mappings and lists of mappings included. */
export function fieldRows(schema: TSchema, prefix = ''): FieldRow[] {
  const json = schema as Json
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).flatMap(([key, field]) => {
    if (!prefix && key === 'type') return []
    const name = `${prefix}${key}`
    const row: FieldRow = {
      name,
      type: typeLabel(field),
      required: required.has(key) && field.default === undefined,
      default: field.default === undefined ? undefined : shortJson(field.default),
      description: field.description ?? '',
    }
    const nested = field.type === 'array' ? field.items : field
    const children =
      nested?.type === 'object' && nested.properties
        ? fieldRows(nested as TSchema, `${name}${field.type === 'array' ? '[]' : ''}.`)
        : []
    return [row, ...children]
  })
}
