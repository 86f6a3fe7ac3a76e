import type { Place } from './places'
import { nameKey } from './words'
import { firstWordSlots, NameTree } from './name-tree'
import { lazy, perDeclarations } from './per-page'
import type { Declared } from './declared'

export type Role = 'city' | 'region' | 'county' | 'state'

/** A place page that declares a name, and as what. */
export interface Owner {
  place: Declared
  role: Role
  name: string
}

const ROLE_ORDER: Role[] = ['city', 'county', 'region', 'state']

/**
 * Who declares a name: each owner as a number (its place's index times 4, plus its role's index
 * in `ROLE_ORDER`), one number when there is one owner: most names have one, and the names of
 * 20,000 pages have 80,000 owners.
 */
export type Owned = number | number[]

/** Every declared place name of every page, by lookup key; state pages own their state first. */
function nameIndex(declared: Declared[]) {
  const places = declared.toSorted((a, b) => (a.kind === b.kind ? 0 : a.kind === 'state' ? -1 : 1))
  const owned = new Map<string, Owned>()
  places.forEach((place, at) =>
    ROLE_ORDER.forEach((role, roleAt) => {
      const name = place[role]
      if (!name) return
      const key = nameKey(name)
      const owner = 4 * at + roleAt
      const before = owned.get(key)
      if (Array.isArray(before)) before.push(owner)
      else owned.set(key, before === undefined ? owner : [before, owner])
    }),
  )
  const names = new NameTree(owned.keys(), (key) => owned.get(key)!)
  return { places, names, firstWords: firstWordSlots(names) }
}

export type PlaceNames = ReturnType<typeof nameIndex>

const indexes = perDeclarations<PlaceNames>()

/**
 * The names every place page declares (its city, county, region and state), made once for the
 * checks that compare a page with the others' names, when one first asks for them.
 */
export const placeNames = (places: Place[]) => lazy(() => indexes(places, nameIndex))

/** The owner a number stands for (see `Owned`). */
function ownerAt({ places }: PlaceNames, owner: number): Owner {
  const place = places[owner >> 2]!
  const role = ROLE_ORDER[owner & 3]!
  return { place, role, name: place[role]! }
}

const numbers = (owned: Owned) => (typeof owned === 'number' ? [owned] : owned)

/** Whether every owner passes `test`, each made only when the ones before it have passed. */
export const everyOwner = (names: PlaceNames, owned: Owned, test: (owner: Owner) => boolean) =>
  numbers(owned).every((owner) => test(ownerAt(names, owner)))

/** The owners of a name, in the order declared. */
export const ownersOf = (names: PlaceNames, owned: Owned): Owner[] =>
  numbers(owned).map((owner) => ownerAt(names, owner))

/** Who declares the name of lookup key `key`, if anyone does. */
export const ownedKey = ({ names }: PlaceNames, key: string): Owned | undefined =>
  names.value(names.find(key))

/** The city pages declaring `name` exactly as their city, county or region, each once, in order. */
export function citiesNamed(names: PlaceNames, name: string): Declared[] {
  const owned = ownedKey(names, nameKey(name))
  const cities: Declared[] = []
  for (const { place, role, name: declared } of owned === undefined ? [] : ownersOf(names, owned))
    if (place.kind === 'city' && role !== 'state' && declared === name && cities.at(-1) !== place)
      cities.push(place)
  return cities
}
