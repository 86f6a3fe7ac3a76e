import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { AnchorId, sectionHeading, StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const Feature = Type.Object(
  {
    icon: Type.Optional(IconField),
    title: Text('Short name of the feature, benefit or item'),
    description: Type.Optional(Text('One or two sentences about it')),
  },
  { additionalProperties: false },
)
export type Feature = Static<typeof Feature>

export const FeatureListSchema = blockSchema(
  'feature-list',
  {
    id: Type.Optional(AnchorId),
    ...sectionHeading,
    items: Type.Array(Feature, { minItems: 1, description: 'The items, in order' }),
    variant: Defaulted(
      StringEnum(['grid', 'list'], {
        description: 'grid: a card per item; list: compact rows with an icon, in one panel',
      }),
      'grid',
    ),
    columns: Defaulted(
      StringEnum(['2', '3', '4'], { description: 'Items per row on wide screens' }),
      '3',
    ),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Feature list',
    description:
      'A titled list of items with icon, title and description: benefits, uses, values, credentials, situations, states',
  },
)
