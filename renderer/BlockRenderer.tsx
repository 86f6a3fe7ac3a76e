import { blockRegistry } from '../blocks/index'
import type { BlockData } from '../blocks/schemas'
import type { BlockDefinition, SitePages } from '../blocks/define'
import type { RenderContext } from '../lib/site/render-context'
import { Fragment } from 'react'
import { Island } from './Island'
import { ReliefNoticeBand } from '../blocks/shared/ui/relief-notice'

function definitionOf(block: BlockData): BlockDefinition {
  return blockRegistry[block.type] as unknown as BlockDefinition
}

/**
 * What a block's component receives: its own fields without `type`, the render context and
 * what its resolve step reads from the site's other pages.
 */
function propsOf(block: BlockData, ctx: RenderContext, site: SitePages) {
  const { type: _type, ...data } = block as { type: string } & Record<string, unknown>
  const props = { ...data, ctx }
  const resolved = definitionOf(block).resolve?.(props, site)
  return { ...props, ...resolved }
}

/** A block with the props its component gets, worked out once for the page's render and JSON-LD. */
export interface PreparedBlock {
  block: BlockData
  props: ReturnType<typeof propsOf>
}

export function prepareBlocks(
  blocks: BlockData[],
  ctx: RenderContext,
  site: SitePages,
): PreparedBlock[] {
  return blocks.map((block) => ({ block, props: propsOf(block, ctx, site) }))
}

/**
 * Every block in order; the mortgage assistance relief notice follows the first hero (a city
 * page's hero is inside its city-landing block, which places the notice itself).
 */
export function BlockRenderer({ blocks, ctx }: { blocks: PreparedBlock[]; ctx: RenderContext }) {
  const heroIndex = blocks.findIndex(({ block }) => block.type === 'hero')
  return blocks.map((prepared, index) => {
    const rendered = renderBlock(prepared, index)
    if (index !== heroIndex) return rendered
    return (
      <Fragment key={`b${index}`}>
        {rendered}
        <ReliefNoticeBand notice={ctx.reliefNotice} />
      </Fragment>
    )
  })
}

function renderBlock({ block, props }: PreparedBlock, index: number) {
  const { Component, hydrate, withoutScript } = definitionOf(block)
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
        withoutScript={withoutScript?.(props)}
      />
    )
  }
  return <Component key={index} {...props} />
}

/** JSON-LD objects contributed by the page's blocks (FAQPage, reviews, …). */
export function blocksJsonLd(blocks: PreparedBlock[]): object[] {
  return blocks.flatMap(
    ({ block, props }) => definitionOf(block).structuredData?.(props as never) ?? [],
  )
}
