import type { BlockData } from '../../blocks/schemas'
import type { ValidPage } from '../validate-page'
import type { YamlSource } from '../yaml-source'

export type CityBlock = Extract<BlockData, { type: 'city-landing' }>
export type StateCitiesBlock = Extract<BlockData, { type: 'state-cities' }>

/** A loaded page with its route, file and parsed YAML (for positions). */
export interface SourcedPage extends ValidPage {
  route: string
  file: string
  source: YamlSource
}

/** The city-landing block of a page and its index, if the page is a city page. */
export function cityBlockOf(page: ValidPage): { block: CityBlock; index: number } | undefined {
  const index = page.blocks.findIndex((block) => block.type === 'city-landing')
  return index < 0 ? undefined : { block: page.blocks[index] as CityBlock, index }
}

/** The state-cities block of a page and its index, if the page is a state page. */
export function stateBlockOf(
  page: ValidPage,
): { block: StateCitiesBlock; index: number } | undefined {
  const index = page.blocks.findIndex((block) => block.type === 'state-cities')
  return index < 0 ? undefined : { block: page.blocks[index] as StateCitiesBlock, index }
}
