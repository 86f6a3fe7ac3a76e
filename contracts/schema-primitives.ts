import { Type, type Static } from '@sinclair/typebox'

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

/** A link target: a site route (checked against the pages), a tel:/mailto: link, or an external URL. */
export const Href = Type.String({
  pattern: '^(/|#|tel:|mailto:|https://)',
  description:
    'A site path such as /contact (it must exist), #anchor, tel:, mailto: or https:// URL',
  examples: ['/contact'],
})

export const Text = (description: string) => Type.String({ minLength: 1, description })

export const Link = Type.Object(
  { label: Text('Link text'), href: Href },
  { additionalProperties: false },
)
export type Link = Static<typeof Link>
