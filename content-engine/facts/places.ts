import type { UsState } from '../../blocks/shared/us-states'
import {
  cityBlockOf,
  stateBlockOf,
  type CityBlock,
  type SourcedPage,
  type StateCitiesBlock,
} from './place-pages'

/**
 * What a place page declares it is about. Its lists are read from its block at each use, so that
 * the places of a build's pages, whose blocks wait on disk, hold no list of their own.
 */
export interface Place {
  page: SourcedPage
  kind: 'city' | 'state'
  blockIndex: number
  city?: string
  region?: string
  county?: string
  state: UsState
  readonly areaServed: string[]
  readonly neighbourhoods: string[]
  /** Other places' names this page may mention, per field (e.g. `faqAnswers.areas`). */
  readonly allowed: Record<string, string[]>
}

type PlaceBlock = CityBlock | StateCitiesBlock

class PlaceOfPage implements Place {
  constructor(
    readonly page: SourcedPage,
    readonly kind: Place['kind'],
    readonly blockIndex: number,
    readonly state: UsState,
    readonly city?: string,
    readonly region?: string,
    readonly county?: string,
  ) {}

  get #block() {
    return this.page.blocks[this.blockIndex] as PlaceBlock
  }

  get areaServed() {
    const block = this.#block
    return block.type === 'city-landing' ? block.areaServed : []
  }

  get neighbourhoods() {
    const block = this.#block
    return block.type === 'city-landing'
      ? block.neighbourhoods
      : block.cities.map((city) => city.name)
  }

  get allowed() {
    return this.#block.allowedMentions ?? {}
  }
}

export function placeOf(page: SourcedPage): Place | undefined {
  const city = cityBlockOf(page)
  if (city) {
    const { block, index } = city
    return new PlaceOfPage(page, 'city', index, block.state, block.city, block.region, block.county)
  }
  const state = stateBlockOf(page)
  return state && new PlaceOfPage(page, 'state', state.index, state.block.state)
}

/** "Tampa, Florida" or "Florida". */
export const placeLabel = (place: Place) =>
  place.city ? `${place.city}, ${place.state}` : place.state

/**
 * Whether `other` (a page assumed right) says `place` lies within it or contains it: `place` is
 * one of its areas served or neighbourhoods, or is its county or region.
 */
export function related(
  place: Place,
  other: Pick<Place, 'areaServed' | 'neighbourhoods' | 'county' | 'region' | 'state'>,
): boolean {
  if (place.kind === 'state') return other.state === place.state
  const name = place.city!
  return (
    other.county === name ||
    other.region === name ||
    other.areaServed.includes(name) ||
    other.neighbourhoods.includes(name)
  )
}
