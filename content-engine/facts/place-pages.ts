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
  /** The types of its blocks, in order, when reading `blocks` reads them from disk. */
  blockTypes?: readonly string[]
  /**
   * Writes a value made from the page to disk beside it, and gives back what reads it again (a copy
   * at each call): a build's pages have it; without it, a check keeps its values in memory.
   */
  setAside?: <T>(value: T) => () => T
}

/** A page that tells its block types is looked for a block in without reading its blocks. */
type Typed = ValidPage & Pick<SourcedPage, 'blockTypes'>

function blockOf<T extends BlockData>(page: Typed, type: T['type']) {
  const index = page.blockTypes
    ? page.blockTypes.indexOf(type)
    : page.blocks.findIndex((block) => block.type === type)
  return index < 0 ? undefined : { block: page.blocks[index] as T, index }
}

/** The city-landing block of a page and its index, if the page is a city page. */
export const cityBlockOf = (page: Typed) => blockOf<CityBlock>(page, 'city-landing')

/** The state-cities block of a page and its index, if the page is a state page. */
export const stateBlockOf = (page: Typed) => blockOf<StateCitiesBlock>(page, 'state-cities')
