import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema, type Resolved } from '../define'
import { AnchorId, Href, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const ServiceCard = Type.Object(
  {
    title: Text('Card title'),
    description: Text('One or two sentences about the service'),
    features: Defaulted(
      Type.Array(Text('One feature or benefit'), {
        description: 'Features or benefits, shown as a ticked list',
      }),
      [],
    ),
    href: Type.Optional(Href),
    linkLabel: Defaulted(Text('Text of the card link (when href is set)'), 'Learn more'),
    urgent: Defaulted(Type.Boolean({ description: 'Shows an "Urgent" badge on the card' }), false),
    icon: Type.Optional(IconField),
  },
  { additionalProperties: false },
)
/** A card as components receive it: the validator has filled in its defaults. */
export type ServiceCard = Resolved<typeof ServiceCard>

export const ServiceCardsSchema = blockSchema(
  'service-cards',
  {
    id: Type.Optional(AnchorId),
    eyebrow: Type.Optional(Text('Small label above the heading')),
    title: Type.Optional(Text('Section heading')),
    intro: Type.Optional(Text('Paragraph under the heading')),
    cards: Type.Array(ServiceCard, { minItems: 1, description: 'The cards, in order' }),
    columns: Defaulted(
      StringEnum(['2', '3', '4'], { description: 'Cards per row on wide screens' }),
      '3',
    ),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Service cards',
    description: 'A grid of service cards with icon, description, features and a link',
  },
)
