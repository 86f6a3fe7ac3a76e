import { Type, type Static } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { sectionHeading, StringEnum, Text } from '../shared/fields'

export const FaqItem = Type.Object(
  {
    question: Text('The question, as a visitor would ask it'),
    answer: Text('The answer (plain text)'),
  },
  { additionalProperties: false },
)
export type FaqItem = Static<typeof FaqItem>

export const FaqSchema = blockSchema(
  'faq',
  {
    ...sectionHeading,
    items: Type.Array(FaqItem, {
      minItems: 1,
      description: 'Questions and answers; each is also emitted as FAQPage structured data',
    }),
    variant: Defaulted(
      StringEnum(['accordion', 'cards'], {
        description: 'accordion: one answer open at a time; cards: all answers shown',
      }),
      'accordion',
    ),
  },
  { title: 'FAQ', description: 'Frequently asked questions, with FAQPage structured data' },
)
