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
   * Where values made from the page are kept on disk beside it (a build's pages have it: one for
   * all its pages); without it, a check keeps its values in memory.
   */
  aside?: Aside
}

/** Values written to disk: `add` gives where a value is, `read` a copy of it from there. */
export interface Aside {
  add(value: unknown): { start: number; end: number }
  read(start: number, end: number): unknown
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
