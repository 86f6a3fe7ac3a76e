import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { StringEnum, Text } from '../shared/fields'
import { IsoDate } from '../shared/dates'
import { ImageField } from '../shared/image-field'

export const serviceTypes = [
  'Loan Takeover',
  'Cash Purchase',
  'Auction Delay',
  'Second-Lien Financing',
] as const
export const propertyTypes = [
  'Single Family Home',
  'Multi-Family Property',
  'Commercial Property',
  'Townhouse',
] as const

export const CaseStudy = Type.Object(
  {
    id: Type.String({
      pattern: '^[a-z0-9][a-z0-9-]*$',
      description: 'Unique id (also the anchor of the story)',
    }),
    title: Text('Headline of the story'),
    client_situation: Text('Where the client stood when they called'),
    solution_provided: Text('What was done'),
    outcome: Text('How it ended for the client'),
    property_type: StringEnum(propertyTypes, { description: 'Kind of property' }),
    amount_saved: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description:
        'Dollars saved for the client, or null when no amount applies (nothing is shown then)',
    }),
    timeline_days: Type.Integer({ minimum: 1, description: 'Days from first call to resolution' }),
    service_type: StringEnum(serviceTypes, { description: 'Service used; sets the badge colour' }),
    is_featured: Defaulted(
      Type.Boolean({ description: 'Shown large among the featured stories' }),
      false,
    ),
    created_at: IsoDate('Date of the story, YYYY-MM-DD'),
    image: Type.Optional({
      ...ImageField,
      description: 'Photo of the property, shown at the top of the story (lazy loaded)',
    }),
  },
  { additionalProperties: false },
)
export type CaseStudy = Static<typeof CaseStudy>

export const CaseStudiesSchema = blockSchema(
  'case-studies',
  {
    eyebrow: Type.Optional(Text('Small label above the featured heading')),
    title: Text('Heading of the featured stories'),
    intro: Type.Optional(Text('Paragraph under the featured heading')),
    moreTitle: Defaulted(Text('Heading of the other stories'), 'More Success Stories'),
    items: Type.Array(CaseStudy, {
      minItems: 1,
      description:
        'All stories; those with is_featured come first, large, then the others in a grid',
    }),
  },
  {
    title: 'Case studies',
    description: 'Client success stories: featured ones large, then the rest in a grid',
  },
)
