import type { ContentIssue } from '../issues'
import type { TextPiece } from './page-text'
import { placeLabel, related, type Place } from './places'
import { issueAt } from './positions'
import { isCapital, nameKey } from './words'
import { NameIndex, type Owner, type PlaceNames } from './place-names'

const NONE = new Set<string>()

/** Whether `owner`'s name, written on `place`'s page, is about somewhere else. */
function isForeign(place: Place, owner: Owner): boolean {
  if (owner.place.page.file === place.page.file) return false
  if (owner.role === 'state') return owner.name !== place.state
  if (owner.place.state !== place.state) return true
  return !related(place, owner.place)
}

/** Whom a foreign name is reported as: another page's city first. */
function reportedOwner(place: Place, owners: Owner[]): Owner {
  const other = owners.filter((o) => o.place.page.file !== place.page.file)
  return other.find((o) => o.role === 'city') ?? other[0] ?? owners[0]!
}

function describeOwner({ place, role, name }: Owner): string {
  const of = place.page.route
  if (role === 'state') return `the state of ${of}`
  if (role === 'city')
    return `the ${place.kind === 'state' ? 'state' : 'place'} of ${of} (${place.state})`
  return `the ${role} of ${of} (${name === place.city ? place.state : `${place.city}, ${place.state}`})`
}

function whereThisIs(place: Place, owner: Owner): string {
  if (owner.role === 'state' || owner.place.state !== place.state)
    return `this page is in ${place.state}`
  return `this page is about ${placeLabel(place)}`
}

/**
 * Whether an area this page serves is its own place although another page has its name: a city
 * of another state, a namesake here (Aurora, Colorado, served from Denver, beside the page of
 * Aurora, Illinois), or a county or region of this state, which the cities in it share (DuPage
 * County, served from Chicago, beside the page of Naperville).
 */
const servesOwnArea = (place: Place, owners: Owner[]) =>
  owners.every(
    ({ role, place: other }) =>
      role !== 'state' && (other.state !== place.state || role === 'county' || role === 'region'),
  )

/**
 * Names this page may use: its own place, its neighbourhoods, and the areas it serves that are no
 * other page's place, or only a namesake's or a shared county's or region's.
 */
function ownKeys(place: Place, names: PlaceNames): Set<string> {
  const keys = new Set<string>()
  for (const name of [place.city, place.region, place.county, place.state, ...place.neighbourhoods])
    if (name) keys.add(nameKey(name))
  for (const name of place.areaServed) {
    const key = nameKey(name)
    const owners = names.byKey.get(key)
    if (name && (owners === undefined || servesOwnArea(place, owners))) keys.add(key)
  }
  return keys
}

/** Where a page lists the areas it serves: there it may name any of them. */
const SERVED_AREA_FIELDS = ['areaServed', 'faqAnswers.areas']

/**
 * The names this page may write per field: its `allowedMentions`, and the areas it serves where
 * it lists them (Phoenix's page serves Mesa beside Mesa's own page).
 */
function allowedNames({ allowed, areaServed }: Place): Record<string, string[]> {
  const served = Object.fromEntries(
    SERVED_AREA_FIELDS.map((field) => [field, [...(allowed[field] ?? []), ...areaServed]]),
  )
  return { ...allowed, ...served }
}

/** Mentions of other pages' places, states, counties and regions on a place page. */
export function placeLeftovers(
  place: Place,
  texts: TextPiece[],
  names: PlaceNames,
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const own = ownKeys(place, names)
  const mayName = allowedNames(place)
  const allowedByField = new Map(
    Object.entries(mayName).map(([field, names]) => [field, new Set(names.map(nameKey))]),
  )
  const ownNames = new NameIndex<true>()
  for (const key of [...own, ...Object.values(mayName).flat().map(nameKey)]) ownNames.add(key, true)
  for (const piece of texts) {
    const allowed = allowedByField.get(piece.field) ?? NONE
    const { words } = piece
    const anyCase = piece.field === 'meta.keywords'
    for (let i = 0; i < words.keys.length;) {
      // Word by word while the words so far begin some name: the longest own name and the longest
      // other page's name starting here (only from a capital, but in keywords).
      const capital = anyCase || isCapital(piece.text.charCodeAt(words.starts[i]!))
      let ownLength = 0
      let named: { length: number; owners: Owner[] } | undefined
      let key = words.keys[i]!
      for (let n = 1; ; n++) {
        const other = capital && names.starts.has(key)
        if (!other && !ownNames.starts.has(key)) break
        if (own.has(key) || allowed.has(key)) ownLength = n
        const owners = other ? names.byKey.get(key) : undefined
        if (owners) named = { length: n, owners }
        if (i + n >= words.keys.length) break
        key += ` ${words.keys[i + n]}`
      }
      // A shared name (a state, a region) has an owner per page that declares it: who owns it
      // matters only when it is not this page's own and every owner is foreign.
      if (
        named &&
        named.length > ownLength &&
        named.owners.every((owner) => isForeign(place, owner))
      ) {
        const owner = reportedOwner(place, named.owners)
        const from = words.starts[i]!
        const to = words.ends[i + named.length - 1]!
        issues.push(
          issueAt(
            place.page,
            piece.path,
            piece.text,
            [from, to],
            `mentions "${piece.text.slice(from, to)}", ${describeOwner(owner)}; ${whereThisIs(place, owner)}. Write about ${placeLabel(place)} here, or, if the mention is meant, add it under allowedMentions: { ${piece.field}: [${owner.name}] }`,
          ),
        )
      }
      i += Math.max(1, ownLength, named?.length ?? 0)
    }
  }
  return issues
}
