import type { Place } from './places'
import { nameKey, wordHash } from './words'

export type Role = 'city' | 'region' | 'county' | 'state'

/** A place page that declares a name, and as what. */
export interface Owner {
  place: Place
  role: Role
  name: string
}

const ROLE_ORDER: Role[] = ['city', 'county', 'region', 'state']

/**
 * Names by lookup key, with every start of a name ("san", "san jose") and the hashes of their first
 * words: a text is read word by word only from a word that begins a name.
 */
export class NameIndex<T> {
  readonly byKey = new Map<string, T>()
  readonly starts = new Set<string>()
  readonly firstWords = new Set<number>()

  add(key: string, value: T) {
    this.byKey.set(key, value)
    const words = key.split(' ')
    this.firstWords.add(wordHash(words[0]!))
    for (let n = 1; n <= words.length; n++) this.starts.add(words.slice(0, n).join(' '))
  }
}

export type PlaceNames = NameIndex<Owner[]>

/**
 * Every declared place name of every page (its city, county, region and state), by lookup key,
 * with its owners in order: state pages first, each page's names in `ROLE_ORDER`.
 */
export function placeNames(places: Place[]): PlaceNames {
  const owners = new Map<string, Owner[]>()
  const ordered = places.toSorted((a, b) => (a.kind === b.kind ? 0 : a.kind === 'state' ? -1 : 1))
  for (const place of ordered)
    for (const role of ROLE_ORDER) {
      const name = place[role]
      if (!name) continue
      const key = nameKey(name)
      const list = owners.get(key)
      if (list) list.push({ place, role, name })
      else owners.set(key, [{ place, role, name }])
    }
  const index = new NameIndex<Owner[]>()
  for (const [key, list] of owners) index.add(key, list)
  return index
}

/** The city pages declaring `name` exactly as their city, county or region, each once, in order. */
export function citiesNamed(names: PlaceNames, name: string): Place[] {
  const cities: Place[] = []
  for (const { place, role, name: declared } of names.byKey.get(nameKey(name)) ?? [])
    if (place.kind === 'city' && role !== 'state' && declared === name && cities.at(-1) !== place)
      cities.push(place)
  return cities
}
