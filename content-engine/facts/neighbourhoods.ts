import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Place } from './places'
import { copyAmong } from './copy-of'

/** Two city pages sharing at least this share of the shorter neighbourhood list is a copied list. */
export const NEIGHBOURHOOD_OVERLAP_LIMIT = 0.5

/** How many of its names a city shares with another for its list to count as copied. */
const needed = (own: number, theirs: number) =>
  Math.ceil(Math.min(own, theirs) * NEIGHBOURHOOD_OVERLAP_LIMIT)

/** The city pages listing each neighbourhood name, in their order. */
export function citiesByNeighbourhood(cities: Place[]): Map<string, Place[]> {
  const byName = new Map<string, Place[]>()
  for (const city of cities)
    for (const name of new Set(city.neighbourhoods)) {
      const listing = byName.get(name)
      if (listing) listing.push(city)
      else byName.set(name, [city])
    }
  return byName
}

/**
 * The other cities whose lists share at least the limit's share of the shorter list with `place`'s,
 * in the order they are first met going through `place`'s names (each name's cities in order).
 */
function copiesOf(place: Place, byName: Map<string, Place[]>): Place[] {
  const shared = new Map<Place, number>()
  for (const name of new Set(place.neighbourhoods))
    for (const other of byName.get(name) ?? [])
      if (other !== place) shared.set(other, (shared.get(other) ?? 0) + 1)
  const own = place.neighbourhoods.length
  return [...shared]
    .filter(([other, count]) => count >= needed(own, other.neighbourhoods.length))
    .map(([other]) => other)
}

/** Neighbourhood lists of a city page that repeat much of another city page's list. */
export function copiedLists(place: Place, byName: Map<string, Place[]>): ContentIssue[] {
  const names = new Set(place.neighbourhoods)
  return copiesOf(place, byName)
    .filter((other) => copyAmong(place.page, other.page) !== other.page)
    .map((other) => {
      const theirs = new Set(other.neighbourhoods)
      const common = [...names].filter((name) => theirs.has(name))
      const path = ['blocks', place.blockIndex, 'neighbourhoods']
      return {
        file: place.page.file,
        ...place.page.source.position(path, true),
        where: describePath(path, (b) => place.page.blocks[b]?.type),
        message: `${common.length} of these neighbourhoods are also those of ${other.page.route} (${common.slice(0, 4).join(', ')}…): list ${place.city}'s own neighbourhoods`,
      }
    })
}
