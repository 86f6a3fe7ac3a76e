import {
  Type,
  type Static,
  type TObject,
  type TOptional,
  type TProperties,
  type TLiteral,
  type TSchema,
} from '@sinclair/typebox'
import type { ComponentType } from 'react'
import type { Thing, WithContext } from 'schema-dts'
import type { RenderContext } from '../lib/site/render-context'

/** When an island's JavaScript is loaded and the block hydrated (Astro's client:* strategies). */
export type Hydration = 'load' | 'idle' | 'visible' | 'interaction'

declare const hasDefault: unique symbol
/** An optional field whose default the validator fills in, so components always receive a value. */
export type TDefaulted<S extends TSchema> = TOptional<S> & { readonly [hasDefault]?: true }

export function Defaulted<S extends TSchema>(schema: S, value: Static<S>): TDefaulted<S> {
  return Type.Optional(Type.Unsafe<Static<S>>({ ...schema, default: value })) as TDefaulted<S>
}

type DefaultedKeys<P extends TProperties> = {
  [K in keyof P]: P[K] extends { readonly [hasDefault]?: true } ? K : never
}[keyof P]

/** Static type of an object schema with its defaulted fields made required. */
export type Resolved<S extends TObject> = Static<S> & {
  [K in DefaultedKeys<S['properties']> & keyof Static<S>]-?: Exclude<Static<S>[K], undefined>
}

export type BlockSchema<T extends string = string> = TObject<TProperties & { type: TLiteral<T> }>

/** What every block component receives: its YAML data (defaults applied) and the render context. */
export type BlockProps<S extends TObject> = Omit<Resolved<S>, 'type'> & { ctx: RenderContext }

/** The site's pages, as a block's resolve step sees them (blocks never call the loader). */
export interface SitePages {
  pages: readonly { route: string; blocks: readonly { type: string }[] }[]
}

export interface BlockDefinition<
  S extends BlockSchema = BlockSchema,
  H extends Hydration | undefined = Hydration | undefined,
  R extends object = object,
> {
  schema: S
  Component: ComponentType<BlockProps<S> & R>
  /** Set for interactive blocks only: the block is hydrated in the browser as its own island. */
  hydrate: H
  /** Data from other pages, added to the props at render time (e.g. the blog index's cards). */
  resolve?: (props: BlockProps<S>, site: SitePages) => R
  /**
   * For an island that does nothing without JavaScript: what a browser without it is told, under
   * the block (server HTML only: it adds no code to the island).
   */
  withoutScript?: (props: BlockProps<S> & R) => string
  /** Renders the block's JSON-LD, if the block emits structured data. */
  structuredData?: (props: BlockProps<S> & R) => WithContext<Thing>[]
}

export function defineBlock<
  S extends BlockSchema,
  H extends Hydration | undefined = undefined,
  R extends object = object,
>(
  definition: Omit<BlockDefinition<S, H, R>, 'hydrate'> & { hydrate?: H },
): BlockDefinition<S, H, R> {
  return { ...definition, hydrate: definition.hydrate as H }
}

/** A block's schema: `type` plus its own fields; unknown properties are errors. */
export function blockSchema<T extends string, P extends TProperties>(
  type: T,
  properties: P,
  options: { title: string; description: string },
) {
  return Type.Object(
    { type: Type.Literal(type), ...properties },
    {
      additionalProperties: false,
      ...options,
    },
  )
}
