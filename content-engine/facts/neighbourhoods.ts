import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Place } from './places'
import { lazy, perPlace } from './per-page'
import type { Declared } from './declared'
import { copyAmong } from './copy-of'
import { NameNumbers } from './name-numbers'
import { IntList } from '../../lib/int-list'

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

/**
 * The index of every city's neighbourhood names, made city by city as `add` is given them: a
 * build adds each city as its place is made, so that no page is read again for it. The names are
 * kept as numbers (see `NameNumbers`), each city's names as it is added, and, once made, each
 * name's cities in their order: arrays of numbers, whatever the count of distinct names.
 */
export function neighbourhoodIndex() {
  const names = new NameNumbers()
  let listed: { name: IntList; city: IntList } | undefined = {
    name: new IntList(),
    city: new IntList(),
  }
  const cityOf = new Map<Place, number>()
  const lengths: number[] = []
  return {
    add(place: Place) {
      const city = lengths.length
      cityOf.set(place, city)
      const { neighbourhoods } = place
      lengths.push(neighbourhoods.length)
      for (const name of new Set(neighbourhoods)) {
        listed!.name.push(names.numberOf(name, true))
        listed!.city.push(city)
      }
    },
    /** The index of the cities added, numbered in their order. */
    made: (): NameIndex => {
      const { name, city } = listed!
      listed = undefined
      // Each name's cities from `starts[name]`, in the order the cities were added.
      const starts = new Int32Array(names.count + 1)
      for (let i = 0; i < name.length; i++) starts[name.at(i) + 1]!++
      for (let n = 0; n < names.count; n++) starts[n + 1]! += starts[n]!
      const next = starts.slice(0, names.count)
      const cities = new Int32Array(name.length)
      for (let i = 0; i < name.length; i++) cities[next[name.at(i)]!++] = city.at(i)
      // By city, four numbers: its list's length, then, for the city being checked, the visit that
      // counted last, the names shared, and the order met (together: one read from memory a city).
      const state = new Int32Array(4 * lengths.length)
      lengths.forEach((length, at) => (state[4 * at] = length))
      return { names, starts, cities, cityOf, state, visits: 0 }
    },
  }
}

/**
 * Neighbourhood lists that repeat much of another city page's list, for each place page. `indexed`:
 * the index of the city pages among `places`, in their order, when it is already made.
 */
export function neighbourhoodCheck(
  places: Place[],
  indexed?: ReturnType<typeof neighbourhoodIndex>,
) {
  const cities = places.filter((place) => place.kind === 'city')
  const index = lazy((): NameIndex => {
    if (indexed) return indexed.made()
    const made = neighbourhoodIndex()
    for (const city of cities) made.add(city)
    return made.made()
  })
  const checked = tracked(cities)
  // After an edit in dev, one page or a few are checked: scanning every city for them is cheaper
  // than indexing every city's names.
  let scans = indexed ? SCANNED : 0
  const copied = (place: Place) =>
    scans < SCANNED ? (scans++, scannedCopies(place, cities)) : indexedCopies(place, index())
  return (place: Place) =>
    place.kind === 'city' ? checked(place, () => copiedLists(place, cities, copied(place))) : []
}

/** How many of its names a city shares with another for its list to count as copied. */
const needed = (own: number, theirs: number) =>
  Math.ceil(Math.min(own, theirs) * NEIGHBOURHOOD_OVERLAP_LIMIT)

interface NameIndex {
  names: NameNumbers
  starts: Int32Array
  cities: Int32Array
  cityOf: Map<Place, number>
  state: Int32Array
  visits: number
}

/**
 * The other cities whose lists share at least the limit's share of the shorter list with `place`'s,
 * in the order they are first met going through `place`'s names (each name's cities in their
 * order). Each city is kept as its count reaches what it needs, so the many cities sharing a name
 * or two cost a count each, not a look afterwards.
 */
function indexedCopies(place: Place, index: NameIndex): number[] {
  const { names, starts, cities, cityOf, state } = index
  const visit = ++index.visits
  const self = cityOf.get(place)
  const own = place.neighbourhoods.length
  const copies: number[] = []
  let met = 0
  for (const name of new Set(place.neighbourhoods)) {
    const number = names.numberOf(name)
    for (let k = starts[number]!; k < starts[number + 1]!; k++) {
      const city = cities[k]!
      if (city === self) continue
      const at = 4 * city
      if (state[at + 1] !== visit) {
        state[at + 1] = visit
        state[at + 2] = 0
        state[at + 3] = met++
      }
      if (++state[at + 2]! === needed(own, state[at]!)) copies.push(city)
    }
  }
  return copies.sort((a, b) => state[4 * a + 3]! - state[4 * b + 3]!)
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
  const others = copies.map((city) => cities[city]!)
  return others
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
