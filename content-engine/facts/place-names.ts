import type { Place } from './places'
import { nameKey } from './words'

export type Role = 'city' | 'region' | 'county' | 'state'

/** A place page that declares a name, and as what. */
export interface Owner {
  place: Place
  role: Role
  name: string
}

const ROLE_ORDER: Role[] = ['city', 'county', 'region', 'state']

/**
 * Names by lookup key, with every start of a name ("san", "san jose"): a text is read word by word
 * only from a word that begins a name.
 */
export class NameIndex<T> {
  readonly byKey = new Map<string, T>()
  readonly starts = new Set<string>()

  add(key: string, value: T) {
    this.byKey.set(key, value)
    const words = key.split(' ')
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

const namesakeLists = new WeakMap<PlaceNames, Map<string, Owner[]>>()

/**
 * The city pages that declare `name` exactly (as their city, county or region) but not as the
 * `role` of a page in `state`: the pages a city's region or county may be another place's name
 * of. Made once per name, role and state, so pages sharing a region are not compared one by one.
 */
export function namesakes(names: PlaceNames, name: string, role: Role, state: string): Owner[] {
  let lists = namesakeLists.get(names)
  if (!lists) namesakeLists.set(names, (lists = new Map<string, Owner[]>()))
  const id = `${role} ${state} ${name}`
  let list = lists.get(id)
  if (!list) {
    const owners = names.byKey.get(nameKey(name)) ?? []
    list = owners.filter(
      (owner) =>
        owner.place.kind === 'city' &&
        owner.role !== 'state' &&
        owner.name === name &&
        (owner.role !== role || owner.place.state !== state),
    )
    lists.set(id, list)
  }
  return list
}
