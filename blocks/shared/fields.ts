import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../contracts/schema-primitives'

export { StringEnum }

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

export const ButtonVariant = StringEnum(['primary', 'secondary', 'outline', 'destructive'], {
  description: 'Visual style of the button',
})

export const Button = Type.Object(
  {
    label: Text('Button text'),
    href: Href,
    variant: Type.Optional(ButtonVariant),
    context: Type.Optional(
      Type.String({ description: 'Phone-click tracking context (data-context), for tel: links' }),
    ),
  },
  { additionalProperties: false },
)
export type Button = Static<typeof Button>

/** The section's anchor id, so other pages can link to `/page#id`. */
export const AnchorId = Type.String({
  pattern: '^[a-z][a-z0-9-]*$',
  description: 'Anchor id of the section',
})

/** The heading of a section block, spread into its properties: `{ ...sectionHeading, items }`. */
export const sectionHeading = {
  eyebrow: Type.Optional(Text('Small label above the heading')),
  title: Text('Section heading'),
  intro: Type.Optional(Text('Paragraph under the heading')),
}
