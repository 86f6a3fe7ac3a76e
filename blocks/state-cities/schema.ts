import { Type } from '@sinclair/typebox'
import { blockSchema } from '../define'
import { Href, sectionHeading, Text } from '../shared/fields'

export const StateCity = Type.Object(
  {
    name: Text('City name'),
    href: Type.Optional(Href),
  },
  {
    additionalProperties: false,
    description: 'A city; give href only when the city has its own page (else plain text)',
  },
)

export const StateCitiesSchema = blockSchema(
  'state-cities',
  {
    ...sectionHeading,
    cities: Type.Array(StateCity, {
      minItems: 15,
      maxItems: 15,
      description: 'The 15 cities of the state page',
    }),
    note: Type.Optional(Text('Line under the list')),
  },
  {
    title: 'State cities',
    description: 'The list of 15 cities served in a state, linking to city pages where they exist',
  },
)
