import { Type } from '@sinclair/typebox'

/**
 * A string restricted to a list: one `enum` keyword, so a wrong value gives one clear message.
 * Shared by the block schemas and the lead API's request schemas.
 */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}
