import { defineBlock } from '../define'
import { faqPageJsonLd } from '../faq/json-ld'
import { CityLanding } from './CityLanding'
import { CityLandingSchema } from './schema'
import { cityFaqItems } from './faq-items'
import { localBusinessJsonLd } from './json-ld'

export const cityLandingBlock = defineBlock({
  schema: CityLandingSchema,
  Component: CityLanding,
  structuredData: (props) => [localBusinessJsonLd(props), faqPageJsonLd(cityFaqItems(props))],
})
