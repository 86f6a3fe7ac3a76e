import type { BlockDefinition, Hydration } from './define'
import type { BlockSchemas, BlockType } from './schemas'
import { alertBlock } from './alert'
import { articleBodyBlock } from './article-body'
import { blogIndexBlock } from './blog-index'
import { calculatorBlock } from './calculator'
import { caseStudiesBlock } from './case-studies'
import { checklistBlock } from './checklist'
import { cityLandingBlock } from './city-landing'
import { contactFormBlock } from './contact-form'
import { contactMethodsBlock } from './contact-methods'
import { ctaBlock } from './cta'
import { faqBlock } from './faq'
import { featureListBlock } from './feature-list'
import { heroBlock } from './hero'
import { legalTextBlock } from './legal-text'
import { neighbourhoodsBlock } from './neighbourhoods'
import { processStepsBlock } from './process-steps'
import { serviceCardsBlock } from './service-cards'
import { stateCitiesBlock } from './state-cities'
import { statsBlock } from './stats'
import { testimonialsBlock } from './testimonials'
import { timelineBlock } from './timeline'

/**
 * The component of every block type. Keyed by every type in `blocks/schemas.ts`: a type without
 * a component here, or a component for the wrong schema, is a compile error.
 */
export const blockRegistry = {
  alert: alertBlock,
  'article-body': articleBodyBlock,
  'blog-index': blogIndexBlock,
  calculator: calculatorBlock,
  'case-studies': caseStudiesBlock,
  checklist: checklistBlock,
  'city-landing': cityLandingBlock,
  'contact-form': contactFormBlock,
  'contact-methods': contactMethodsBlock,
  cta: ctaBlock,
  faq: faqBlock,
  'feature-list': featureListBlock,
  hero: heroBlock,
  'legal-text': legalTextBlock,
  neighbourhoods: neighbourhoodsBlock,
  'process-steps': processStepsBlock,
  'service-cards': serviceCardsBlock,
  'state-cities': stateCitiesBlock,
  stats: statsBlock,
  testimonials: testimonialsBlock,
  timeline: timelineBlock,
} satisfies { [K in BlockType]: BlockDefinition<BlockSchemas[K], Hydration | undefined> }

export type BlockRegistry = typeof blockRegistry

/** The block types hydrated in the browser. */
export type IslandType = {
  [K in BlockType]: BlockRegistry[K]['hydrate'] extends Hydration ? K : never
}[BlockType]
