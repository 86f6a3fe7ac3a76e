import type { Hydration, Resolved } from './define'
import { CalculatorSchema } from './calculator/schema'
import { FaqSchema } from './faq/schema'
import { HeroSchema } from './hero/schema'

/**
 * The schema of every block type, keyed by its YAML `type:` (its folder name). The validator and
 * the emitted JSON Schema use this; `blocks/index.ts` must give each of these types a component.
 */
export const blockSchemas = {
  calculator: CalculatorSchema,
  faq: FaqSchema,
  hero: HeroSchema,
}

export type BlockSchemas = typeof blockSchemas
export type BlockType = keyof BlockSchemas
export const blockTypes = Object.keys(blockSchemas) as BlockType[]

/** A validated block as components receive it, told apart by `type`. */
export type BlockData = { [K in BlockType]: Resolved<BlockSchemas[K]> }[BlockType]

export type { Hydration }
