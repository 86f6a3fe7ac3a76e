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

/** Before the index of every city's names is built, this many pages are compared by a scan. */
const SCANNED = 4

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
  // After an edit in dev, one page or a few are checked: scanning every city for them is cheaper
  // than indexing every city's names.
  let scans = 0
  const sharing = (place: Place) =>
    scans < SCANNED
      ? (scans++, scannedSharing(place, cities))
      : indexedSharing(place, cities, holders())
  return (place: Place) =>
    place.kind === 'city' ? checked(place, () => copiedLists(place, cities, sharing(place))) : []
}

/**
 * The other cities sharing names with `place`, in the order they are first met going through
 * `place`'s names (each name's cities in their order), and how many each shares: `shared`, by
 * city, set back to 0 as they are read.
 */
interface Sharing {
  met: number[]
  shared: Int32Array
}

function indexedSharing(
  place: Place,
  cities: Place[],
  { byName, shared }: { byName: Map<string, number[]>; shared: Int32Array },
): Sharing {
  const met: number[] = []
  for (const name of new Set(place.neighbourhoods))
    for (const city of byName.get(name)!) {
      if (cities[city] === place) continue
      if (shared[city] === 0) met.push(city)
      shared[city] = shared[city]! + 1
    }
  return { met, shared }
}

/** `indexedSharing` without the index: every other city's names looked up among `place`'s. */
function scannedSharing(place: Place, cities: Place[]): Sharing {
  const position = new Map([...new Set(place.neighbourhoods)].map((name, i) => [name, i]))
  const seen = new Int32Array(position.size).fill(-1)
  const shared = new Int32Array(cities.length)
  const first = new Int32Array(cities.length)
  const met: number[] = []
  cities.forEach((other, city) => {
    if (other === place) return
    first[city] = position.size
    for (const name of other.neighbourhoods) {
      const at = position.get(name)
      if (at === undefined || seen[at] === city) continue
      seen[at] = city
      shared[city] = shared[city]! + 1
      first[city] = Math.min(first[city], at)
    }
    if (shared[city]) met.push(city)
  })
  met.sort((a, b) => first[a]! - first[b]! || a - b)
  return { met, shared }
}

function copiedLists(place: Place, cities: Place[], { met, shared }: Sharing): ContentIssue[] {
  const issues: ContentIssue[] = []
  const names = new Set(place.neighbourhoods)
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
