import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { sectionHeading, StringEnum, Text } from '../shared/fields'
import { IsoDate } from '../shared/dates'
import { ImageField } from '../shared/image-field'

export const Testimonial = Type.Object(
  {
    name: Text('Client name as published, e.g. "Maria S."'),
    location: Text('Where the client lives, e.g. "Sacramento, CA"'),
    service: Text('The service the client used'),
    rating: Type.Integer({ minimum: 1, maximum: 5, description: 'Star rating from 1 to 5' }),
    text: Text("The review in the client's own words"),
    details: Text('The outcome in one line, e.g. "Foreclosure stopped 3 days before auction"'),
    date: IsoDate('Date of the review, YYYY-MM-DD (shown as e.g. January 15, 2024)'),
    image: Type.Optional({
      ...ImageField,
      description: 'Photo of the client, published with their permission (shown small and round)',
    }),
  },
  { additionalProperties: false },
)
export type Testimonial = Static<typeof Testimonial>

export const TestimonialsSchema = blockSchema(
  'testimonials',
  {
    ...sectionHeading,
    summary: Type.Optional(
      Text(
        'Rating line above the cards; keep it equal to the site rating, e.g. "4.9/5 from 150 reviews"',
      ),
    ),
    items: Type.Array(Testimonial, {
      minItems: 1,
      description: 'Testimonials; those shown are also emitted as Review structured data',
    }),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Show only the first N testimonials' }),
    ),
    verifiedLabel: Defaulted(
      Text('Badge on each card marking a verified review'),
      'Verified Client',
    ),
    tone: Defaulted(
      StringEnum(['default', 'muted'], { description: 'Section background' }),
      'default',
    ),
  },
  {
    title: 'Testimonials',
    description: 'Client review cards with stars, outcome and date; emits Review structured data',
  },
)
