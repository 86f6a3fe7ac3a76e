import { Type, type Static } from '@sinclair/typebox'
import { Link, Text } from '../../blocks/shared/fields'

export const LegalSchema = Type.Object(
  {
    links: Type.Array(Link, {
      minItems: 1,
      description: 'Legal pages linked from every footer (privacy policy, terms)',
    }),
    disclaimer: Text('Footer line saying what the company is not, e.g. not a law firm'),
    licence: Text('Footer line on who is licensed to arrange loans (the partner brokers)'),
  },
  {
    additionalProperties: false,
    description: 'Legal links and the disclaimer and licence lines of the footer',
  },
)

export const ReliefNoticeSchema = Type.Object(
  {
    heading: Text('Heading of the notice, shown in bold and larger than the statements'),
    statements: Type.Array(Text('A required statement; {brand} is replaced'), {
      minItems: 1,
      description: 'The statements, shown together under the heading',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Mortgage assistance relief disclosures (US 12 CFR 1015.4(a)): shown under the first hero of a page and in every footer',
  },
)
export type ReliefNotice = Static<typeof ReliefNoticeSchema>

export const TrustSchema = Type.Object(
  {
    ratingBody: Type.String({
      default: '',
      description:
        'Who gave the business rating (e.g. the name of a rating bureau); "{ratingBy}" in a page becomes " by <name>", or nothing when empty',
    }),
    reviewSource: Type.String({
      default: '',
      description:
        'Where the client reviews were collected; "{reviewsOn}" in a page becomes " on <source>", or nothing when empty',
    }),
  },
  {
    additionalProperties: false,
    default: {},
    description: 'Names behind the rating and review claims; empty shows the claim without a name',
  },
)
