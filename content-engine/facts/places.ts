import type { UsState } from '../../blocks/shared/us-states'
import { cityBlockOf, stateBlockOf, type SourcedPage } from './place-pages'

/** What a place page declares it is about. */
export interface Place {
  page: SourcedPage
  kind: 'city' | 'state'
  blockIndex: number
  city?: string
  region?: string
  county?: string
  state: UsState
  areaServed: string[]
  neighbourhoods: string[]
  /** Other places' names this page may mention, per field (e.g. `faqAnswers.areas`). */
  allowed: Record<string, string[]>
}

export function placeOf(page: SourcedPage): Place | undefined {
  const city = cityBlockOf(page)
  if (city) {
    const { block, index } = city
    return {
      page,
      kind: 'city',
      blockIndex: index,
      city: block.city,
      region: block.region,
      county: block.county,
      state: block.state,
      areaServed: block.areaServed,
      neighbourhoods: block.neighbourhoods,
      allowed: block.allowedMentions ?? {},
    }
  }
  const state = stateBlockOf(page)
  if (!state) return undefined
  return {
    page,
    kind: 'state',
    blockIndex: state.index,
    state: state.block.state,
    areaServed: [],
    neighbourhoods: state.block.cities.map((city) => city.name),
    allowed: state.block.allowedMentions ?? {},
  }
}

/** "Tampa, Florida" or "Florida". */
export const placeLabel = (place: Place) =>
  place.city ? `${place.city}, ${place.state}` : place.state

/**
 * Whether `other` (a page assumed right) says `place` lies within it or contains it: `place` is
 * one of its areas served or neighbourhoods, or is its county or region.
 */
export function related(place: Place, other: Place): boolean {
  if (place.kind === 'state') return other.state === place.state
  const name = place.city!
  return (
    other.county === name ||
    other.region === name ||
    other.areaServed.includes(name) ||
    other.neighbourhoods.includes(name)
  )
}
