import { defineBlock } from '../define'
import { Faq } from './Faq'
import { FaqSchema } from './schema'
import { faqPageJsonLd } from './json-ld'

export const faqBlock = defineBlock({
  schema: FaqSchema,
  Component: Faq,
  structuredData: ({ items }) => [faqPageJsonLd(items)],
})
