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
  const index = lazy(() => {
    const byName = new Map<string, number[]>()
    cities.forEach((place, city) => {
      for (const name of new Set(place.neighbourhoods)) {
        const list = byName.get(name)
        if (list) list.push(city)
        else byName.set(name, [city])
      }
    })
    const lengths = Int32Array.from(cities, (place) => place.neighbourhoods.length)
    const n = cities.length
    return {
      byName,
      lengths,
      shared: new Int32Array(n),
      seen: new Int32Array(n),
      order: new Int32Array(n),
      visits: 0,
    }
  })
  const checked = tracked(cities)
  // After an edit in dev, one page or a few are checked: scanning every city for them is cheaper
  // than indexing every city's names.
  let scans = 0
  const copied = (place: Place) =>
    scans < SCANNED
      ? (scans++, scannedCopies(place, cities))
      : indexedCopies(place, cities, index())
  return (place: Place) =>
    place.kind === 'city' ? checked(place, () => copiedLists(place, cities, copied(place))) : []
}

/** How many of its names a city shares with another for its list to count as copied. */
const needed = (own: number, theirs: number) =>
  Math.ceil(Math.min(own, theirs) * NEIGHBOURHOOD_OVERLAP_LIMIT)

interface NameIndex {
  byName: Map<string, number[]>
  /** By city: the length of its list. */
  lengths: Int32Array
  /** By city: the names it shares with the city checked, the visit that set it, when it was met. */
  shared: Int32Array
  seen: Int32Array
  order: Int32Array
  visits: number
}

/**
 * The other cities whose lists share at least the limit's share of the shorter list with `place`'s,
 * in the order they are first met going through `place`'s names (each name's cities in their
 * order). Each city is kept as its count reaches what it needs, so the many cities sharing a name
 * or two cost a count each, not a look afterwards.
 */
function indexedCopies(place: Place, cities: Place[], index: NameIndex): number[] {
  const { byName, lengths, shared, seen, order } = index
  const visit = ++index.visits
  const own = place.neighbourhoods.length
  const copies: number[] = []
  let met = 0
  for (const name of new Set(place.neighbourhoods))
    for (const city of byName.get(name)!) {
      if (cities[city] === place) continue
      if (seen[city] !== visit) {
        seen[city] = visit
        shared[city] = 0
        order[city] = met++
      }
      if (++shared[city]! === needed(own, lengths[city]!)) copies.push(city)
    }
  return copies.sort((a, b) => order[a]! - order[b]!)
}

/** `indexedCopies` without the index: every other city's names looked up among `place`'s. */
function scannedCopies(place: Place, cities: Place[]): number[] {
  const position = new Map([...new Set(place.neighbourhoods)].map((name, i) => [name, i]))
  const seen = new Int32Array(position.size).fill(-1)
  const first = new Int32Array(cities.length)
  const copies: number[] = []
  cities.forEach((other, city) => {
    if (other === place) return
    first[city] = position.size
    let shared = 0
    for (const name of other.neighbourhoods) {
      const at = position.get(name)
      if (at === undefined || seen[at] === city) continue
      seen[at] = city
      shared++
      first[city] = Math.min(first[city], at)
    }
    if (shared && shared >= needed(place.neighbourhoods.length, other.neighbourhoods.length))
      copies.push(city)
  })
  return copies.sort((a, b) => first[a]! - first[b]! || a - b)
}

function copiedLists(place: Place, cities: Place[], copies: number[]): ContentIssue[] {
  const names = new Set(place.neighbourhoods)
  return copies.map((city) => {
    const other = cities[city]!
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
