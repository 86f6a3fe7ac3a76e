import type { Hydration, Resolved } from './define'
import { AlertSchema } from './alert/schema'
import { ArticleBodySchema } from './article-body/schema'
import { BlogIndexSchema } from './blog-index/schema'
import { CalculatorSchema } from './calculator/schema'
import { CaseStudiesSchema } from './case-studies/schema'
import { ChecklistSchema } from './checklist/schema'
import { CityLandingSchema } from './city-landing/schema'
import { ContactFormSchema } from './contact-form/schema'
import { ContactMethodsSchema } from './contact-methods/schema'
import { CtaSchema } from './cta/schema'
import { FaqSchema } from './faq/schema'
import { FeatureListSchema } from './feature-list/schema'
import { HeroSchema } from './hero/schema'
import { LegalTextSchema } from './legal-text/schema'
import { NeighbourhoodsSchema } from './neighbourhoods/schema'
import { ProcessStepsSchema } from './process-steps/schema'
import { ServiceCardsSchema } from './service-cards/schema'
import { StateCitiesSchema } from './state-cities/schema'
import { StatsSchema } from './stats/schema'
import { TestimonialsSchema } from './testimonials/schema'
import { TimelineSchema } from './timeline/schema'

/**
 * The schema of every block type, keyed by its YAML `type:` (its folder name). The validator and
 * the emitted JSON Schema use this; `blocks/index.ts` must give each of these types a component.
 */
export const blockSchemas = {
  alert: AlertSchema,
  'article-body': ArticleBodySchema,
  'blog-index': BlogIndexSchema,
  calculator: CalculatorSchema,
  'case-studies': CaseStudiesSchema,
  checklist: ChecklistSchema,
  'city-landing': CityLandingSchema,
  'contact-form': ContactFormSchema,
  'contact-methods': ContactMethodsSchema,
  cta: CtaSchema,
  faq: FaqSchema,
  'feature-list': FeatureListSchema,
  hero: HeroSchema,
  'legal-text': LegalTextSchema,
  neighbourhoods: NeighbourhoodsSchema,
  'process-steps': ProcessStepsSchema,
  'service-cards': ServiceCardsSchema,
  'state-cities': StateCitiesSchema,
  stats: StatsSchema,
  testimonials: TestimonialsSchema,
  timeline: TimelineSchema,
}

export type BlockSchemas = typeof blockSchemas
export type BlockType = keyof BlockSchemas
export const blockTypes = Object.keys(blockSchemas) as BlockType[]

/** A validated block as components receive it, told apart by `type`. */
export type BlockData = { [K in BlockType]: Resolved<BlockSchemas[K]> }[BlockType]

export type { Hydration }
