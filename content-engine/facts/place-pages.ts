import type { BlockData } from '../../blocks/schemas'
import type { ValidPage } from '../validate-page'
import type { YamlSource } from '../yaml-source'

export type CityBlock = Extract<BlockData, { type: 'city-landing' }>
export type StateCitiesBlock = Extract<BlockData, { type: 'state-cities' }>

/** A loaded page with its route, file and parsed YAML (for positions). */
export type SourcedPage = ValidPage & { route: string; file: string; source: YamlSource }

function blockOf<T extends BlockData>(page: ValidPage, type: T['type']) {
  const index = page.blocks.findIndex((block) => block.type === type)
  return index < 0 ? undefined : { block: page.blocks[index] as T, index }
}

/** The city-landing block of a page and its index, if the page is a city page. */
export const cityBlockOf = (page: ValidPage) => blockOf<CityBlock>(page, 'city-landing')

/** The state-cities block of a page and its index, if the page is a state page. */
export const stateBlockOf = (page: ValidPage) => blockOf<StateCitiesBlock>(page, 'state-cities')
