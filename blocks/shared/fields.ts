import { Type, type Static } from '@sinclair/typebox'
import { Href, Link, StringEnum, Text } from '../../contracts/schema-primitives'

export { Href, Link, StringEnum, Text }

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
