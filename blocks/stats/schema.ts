import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { StringEnum, Text } from '../shared/fields'
import { IconField } from '../shared/icon-names'

export const StatItem = Type.Object(
  {
    value: Text('The figure as shown, e.g. 500+, 24 hrs, 98%'),
    label: Text('What the figure counts'),
    icon: Type.Optional(IconField),
  },
  { additionalProperties: false },
)
export type StatItem = Static<typeof StatItem>

export const StatsSchema = blockSchema(
  'stats',
  {
    eyebrow: Type.Optional(Text('Small label above the heading')),
    title: Type.Optional(Text('Section heading')),
    intro: Type.Optional(Text('Paragraph under the heading')),
    items: Type.Array(StatItem, {
      minItems: 1,
      maxItems: 8,
      description: 'Statistic tiles, in order',
    }),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'muted',
    ),
  },
  { title: 'Statistics', description: 'Statistic tiles: a large figure with a label each' },
)
