import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { Href, sectionHeading, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const ContactMethod = Type.Object(
  {
    icon: IconField,
    title: Text('What the card offers, e.g. "Call Us"'),
    value: Text('The number, address or hours shown large, e.g. "{phone}"'),
    href: Type.Optional(Href),
    context: Type.Optional(
      Type.String({ description: 'Phone-click tracking context (data-context), for tel: links' }),
    ),
    description: Text('One line under the value'),
    emphasis: Defaulted(
      StringEnum(['default', 'emergency'], { description: 'emergency: red-bordered card' }),
      'default',
    ),
  },
  { additionalProperties: false },
)
export type ContactMethod = Static<typeof ContactMethod>

export const ContactMethodsSchema = blockSchema(
  'contact-methods',
  {
    ...sectionHeading,
    items: Type.Array(ContactMethod, {
      minItems: 1,
      maxItems: 4,
      description: 'The contact-method cards: phone, e-mail, emergency line, hours…',
    }),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Contact methods',
    description: 'Cards with the ways to reach the company: phone, e-mail, emergency line, hours',
  },
)
