import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Place } from './places'
import { lazy, perPlace, type Declared } from './per-page'

const namesOfChanges = new WeakMap<Declared[], Set<string>>()
const tracked = perPlace<ContentIssue[]>((place, changed) => {
  let names = namesOfChanges.get(changed)
  if (!names)
    namesOfChanges.set(changed, (names = new Set(changed.flatMap((o) => o.neighbourhoods))))
  return place.neighbourhoods.some((name) => names.has(name))
})

/** Two city pages sharing at least this share of the shorter neighbourhood list is a copied list. */
export const NEIGHBOURHOOD_OVERLAP_LIMIT = 0.5

/** Neighbourhood lists that repeat much of another city page's list, for each place page. */
export function neighbourhoodCheck(places: Place[]) {
  const cities = places.filter((place) => place.kind === 'city')
  const holders = lazy(() => {
    const byName = new Map<string, number[]>()
    cities.forEach((place, city) => {
      for (const name of new Set(place.neighbourhoods)) {
        const list = byName.get(name)
        if (list) list.push(city)
        else byName.set(name, [city])
      }
    })
    return { byName, shared: new Int32Array(cities.length) }
  })
  const checked = tracked(cities)
  return (place: Place) =>
    place.kind === 'city' ? checked(place, () => copiedLists(place, cities, holders())) : []
}

/** `shared`: a count per city, all 0 between calls. */
function copiedLists(
  place: Place,
  cities: Place[],
  { byName, shared }: { byName: Map<string, number[]>; shared: Int32Array },
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const names = new Set(place.neighbourhoods)
  // Cities in the order they are first met sharing a name.
  const met: number[] = []
  for (const name of names)
    for (const city of byName.get(name)!) {
      if (cities[city] === place) continue
      if (shared[city] === 0) met.push(city)
      shared[city] = shared[city]! + 1
    }
  for (const city of met) {
    const other = cities[city]!
    const count = shared[city]!
    shared[city] = 0
    const shorter = Math.min(place.neighbourhoods.length, other.neighbourhoods.length)
    if (count < shorter * NEIGHBOURHOOD_OVERLAP_LIMIT) continue
    const theirs = new Set(other.neighbourhoods)
    const common = [...names].filter((name) => theirs.has(name))
    const path = ['blocks', place.blockIndex, 'neighbourhoods']
    issues.push({
      file: place.page.file,
      ...place.page.source.position(path, true),
      where: describePath(path, (b) => place.page.blocks[b]?.type),
      message: `${common.length} of these neighbourhoods are also those of ${other.page.route} (${common.slice(0, 4).join(', ')}…): list ${place.city}'s own neighbourhoods`,
    })
  }
  return issues
}
