import { Type } from '@sinclair/typebox'
import { Text } from './fields'

/** The route of a state page, e.g. /florida. */
export const StatePage = Type.String({
  pattern: '^/[a-z0-9-]+$',
  description:
    "Route of this state's page (e.g. /florida) when the state has one: that page then links this city in its list of cities",
  examples: ['/florida'],
})

/**
 * Names of other pages' places that this page may mention on purpose, per field: a metro that
 * spans two states, a county court in a neighbouring city.
 */
export const AllowedMentions = Type.Record(
  Type.String({ description: 'Field, e.g. intro, faqAnswers.areas or meta.description' }),
  Type.Array(Text('A place name of another page mentioned on purpose'), { minItems: 1 }),
  {
    description:
      "Per field, the names of other pages' places this page mentions on purpose (e.g. faqAnswers.areas: [Washington] for a metro across a state line)",
  },
)
