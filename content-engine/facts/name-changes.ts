import type { TextPiece } from './page-text'
import type { Place } from './places'
import type { Owner, PlaceNames } from './place-names'
import { isCapital, nameKey, wordHash } from './words'

/**
 * Each declared name's owners as the checks of other pages read them (`placeLeftovers`,
 * `cityIssues`): a state's owners by page and name; a city's, county's or region's with the
 * places they relate to. Two runs give equal strings where no page can tell them apart.
 */
export type OwnerSignatures = Map<string, string>

/** Per page file read: what its declared place tells the other pages, as a state and in full. */
const signatures = new WeakMap<object, { asState: string; inFull: string }>()

function signature({ place, role, name }: Owner): string {
  let known = signatures.get(place.page.source)
  if (!known) {
    const { page, kind, state, city, region, county, areaServed, neighbourhoods } = place
    const asState = JSON.stringify([page.file, page.route, kind, state, city])
    const inFull = JSON.stringify([asState, region, county, areaServed, neighbourhoods])
    signatures.set(place.page.source, (known = { asState, inFull }))
  }
  return `${role} ${name} ${role === 'state' ? known.asState : known.inFull}`
}

export function ownerSignatures(names: PlaceNames): OwnerSignatures {
  return new Map([...names.byKey].map(([key, owners]) => [key, owners.map(signature).join('\n')]))
}

/** The first words (as `wordHash`) of the names whose owners differ between two runs. */
export function changedFirstWords(before: OwnerSignatures, now: OwnerSignatures): Set<number> {
  const changed = new Set<number>()
  const first = (key: string) => wordHash(key.split(' ')[0]!)
  for (const [key, owners] of now) if (before.get(key) !== owners) changed.add(first(key))
  for (const key of before.keys()) if (!now.has(key)) changed.add(first(key))
  return changed
}

/**
 * The first words of every name another page's owners could make this page's checks read
 * differently: each word a name may start at in its texts (a capital, or any word of its
 * keywords), and the region, county and areas served it declares.
 */
export function lookedUpWords(place: Place | undefined, texts: TextPiece[]): Set<number> {
  const hashes = new Set<number>()
  if (!place) return hashes
  for (const { field, text, words } of texts) {
    const anyCase = field === 'meta.keywords'
    const { keys, starts } = words
    for (let i = 0; i < keys.length; i++)
      if (anyCase || isCapital(text.charCodeAt(starts[i]!))) hashes.add(wordHash(keys[i]!))
  }
  for (const name of [place.region, place.county, ...place.areaServed])
    if (name) hashes.add(wordHash(nameKey(name).split(' ')[0]!))
  return hashes
}
