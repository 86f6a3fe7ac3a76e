import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { StringEnum, Text } from '../shared/fields'

export const NeighbourhoodsSchema = blockSchema(
  'neighbourhoods',
  {
    eyebrow: Type.Optional(Text('Small label above the heading')),
    title: Defaulted(Text('Section heading'), 'Areas We Serve'),
    intro: Type.Optional(Text('Paragraph under the heading')),
    areas: Type.Array(Text('A neighbourhood, district or community name'), {
      minItems: 4,
      maxItems: 30,
      description: 'Real neighbourhoods or communities of the place, shown as a grid',
    }),
    region: Type.Optional(Text('The wider area, e.g. Sacramento County; enables the closing line')),
    closing: Defaulted(
      Text('Line under the grid; {region} is replaced by the region when the content is loaded'),
      'And all other {region} communities',
    ),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Neighbourhoods',
    description: 'A grid of neighbourhood names served, closed by "And all other … communities"',
  },
)
