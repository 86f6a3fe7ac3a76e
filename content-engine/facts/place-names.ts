import type { Place } from './places'
import { nameKey } from './words'
import { firstWordSlots, nameTree } from './name-tree'
import { lazy, perDeclarations, type Declared } from './per-page'

export type Role = 'city' | 'region' | 'county' | 'state'

/** A place page that declares a name, and as what. */
export interface Owner {
  place: Declared
  role: Role
  name: string
}

const ROLE_ORDER: Role[] = ['city', 'county', 'region', 'state']

/** Every declared place name of every page, by lookup key; state pages own their state first. */
function nameIndex(places: Declared[]) {
  const index = new Map<string, Owner[]>()
  const add = (place: Declared, role: Role, name: string | undefined) => {
    if (!name) return
    const key = nameKey(name)
    const owner = { place, role, name }
    // Most names have one owner: an array made by a first push would keep room for 17.
    const owners = index.get(key)
    if (owners) owners.push(owner)
    else index.set(key, [owner])
  }
  const ordered = [...places].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'state' ? -1 : 1))
  for (const place of ordered) for (const role of ROLE_ORDER) add(place, role, place[role])
  const names = nameTree(index.keys(), (key) => index.get(key)!)
  return { index, names, firstWords: firstWordSlots(names) }
}

export type PlaceNames = ReturnType<typeof nameIndex>

const indexes = perDeclarations<PlaceNames>()

/**
 * The names every place page declares (its city, county, region and state), made once for the
 * checks that compare a page with the others' names, when one first asks for them.
 */
export const placeNames = (places: Place[]) => lazy(() => indexes(places, nameIndex))

/** The city pages declaring `name` exactly as their city, county or region, each once, in order. */
export function citiesNamed({ index }: PlaceNames, name: string): Declared[] {
  const cities: Declared[] = []
  for (const { place, role, name: declared } of index.get(nameKey(name)) ?? [])
    if (place.kind === 'city' && role !== 'state' && declared === name && cities.at(-1) !== place)
      cities.push(place)
  return cities
}
