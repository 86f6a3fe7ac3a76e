import { blockRegistry } from '../blocks/index'
import type { BlockData } from '../blocks/schemas'
import type { BlockDefinition, BlockProps, BlockSchema } from '../blocks/define'
import type { RenderContext } from '../lib/site/render-context'
import { Fragment } from 'react'
import { Island } from './Island'
import { ReliefNoticeBand } from '../blocks/shared/ui/relief-notice'

function definitionOf(block: BlockData): BlockDefinition {
  return blockRegistry[block.type] as unknown as BlockDefinition
}

/** The block's own fields, without `type`, plus the render context: what its component receives. */
function propsOf(block: BlockData, ctx: RenderContext) {
  const { type: _type, ...data } = block as { type: string } & Record<string, unknown>
  return { ...data, ctx }
}

/**
 * Every block in order; the mortgage assistance relief notice follows the first hero (a city
 * page's hero is inside its city-landing block, which places the notice itself).
 */
export function BlockRenderer({ blocks, ctx }: { blocks: BlockData[]; ctx: RenderContext }) {
  const heroIndex = blocks.findIndex((block) => block.type === 'hero')
  return blocks.map((block, index) => {
    const rendered = renderBlock(block, index, ctx)
    if (index !== heroIndex) return rendered
    return (
      <Fragment key={`b${index}`}>
        {rendered}
        <ReliefNoticeBand notice={ctx.reliefNotice} />
      </Fragment>
    )
  })
}

function renderBlock(block: BlockData, index: number, ctx: RenderContext) {
  const { Component, hydrate } = definitionOf(block)
  const props = propsOf(block, ctx)
  if (hydrate) {
    const id = `b${index}`
    return (
      <Island
        key={id}
        id={id}
        type={block.type}
        hydrate={hydrate}
        Component={Component as never}
        props={props}
      />
    )
  }
  return <Component key={index} {...(props as BlockProps<BlockSchema>)} />
}

/** JSON-LD objects contributed by the page's blocks (FAQPage, reviews, …). */
export function blocksJsonLd(blocks: BlockData[], ctx: RenderContext): object[] {
  return blocks.flatMap(
    (block) => definitionOf(block).structuredData?.(propsOf(block, ctx) as never) ?? [],
  )
}
