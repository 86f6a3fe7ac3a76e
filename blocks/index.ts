import type { BlockDefinition, Hydration } from './define'
import type { BlockSchemas, BlockType } from './schemas'
import { calculatorBlock } from './calculator'
import { faqBlock } from './faq'
import { heroBlock } from './hero'

/**
 * The component of every block type. Keyed by every type in `blocks/schemas.ts`: a type without
 * a component here, or a component for the wrong schema, is a compile error.
 */
export const blockRegistry = {
  calculator: calculatorBlock,
  faq: faqBlock,
  hero: heroBlock,
} satisfies { [K in BlockType]: BlockDefinition<BlockSchemas[K], Hydration | undefined> }

export type BlockRegistry = typeof blockRegistry

/** The block types hydrated in the browser. */
export type IslandType = {
  [K in BlockType]: BlockRegistry[K]['hydrate'] extends Hydration ? K : never
}[BlockType]
