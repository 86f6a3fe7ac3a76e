import { Type } from '@sinclair/typebox'
import { blockSchema } from '../define'
import { Href, sectionHeading, Text } from '../shared/fields'
import { UsStateField } from '../shared/us-states'
import { AllowedMentions } from '../shared/place-fields'

/** How many cities a state page's list names. */
export const LISTED_CITIES = 15

export const StateCity = Type.Object(
  {
    name: Text('City name'),
    href: Type.Optional({
      ...Href,
      description:
        'Filled in when the content is loaded, for each city whose page names this page as its statePage; do not write it',
    }),
  },
  { additionalProperties: false, description: 'A city; plain text unless it has its own page' },
)

export const StateCitiesSchema = blockSchema(
  'state-cities',
  {
    state: UsStateField,
    ...sectionHeading,
    cities: Type.Array(StateCity, {
      minItems: LISTED_CITIES,
      maxItems: LISTED_CITIES,
      description:
        'The 15 cities of the state page. A city links to its page when that page names this page as its statePage; a city page missing from the list takes the place of the last plain-text city',
    }),
    note: Type.Optional(Text('Line under the list')),
    allowedMentions: Type.Optional(AllowedMentions),
  },
  {
    title: 'State cities',
    description:
      'The state a state page is about, and its list of 15 cities, linked to the city pages that name this state page',
  },
)
