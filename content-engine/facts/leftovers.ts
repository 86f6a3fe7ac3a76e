import type { ContentIssue } from '../issues'
import type { LazyTexts, TextPiece } from './page-text'
import { placeLabel, related, type Place } from './places'
import { issueAt } from './positions'
import { isCapital, nameKey } from './words'
import { firstWordSlots, NameTree, slotOf } from './name-tree'
import { lazy, perPlace } from './per-page'
import {
  everyOwner,
  ownedKey,
  ownersOf,
  type Owned,
  type Owner,
  type PlaceNames,
} from './place-names'
import { mentionsChanged } from './changed-names'

const NONE = new Set<string>()

/** Whether `owner`'s name, written on `place`'s page, is about somewhere else. */
function isForeign(place: Place, owner: Owner): boolean {
  if (owner.place.file === place.page.file) return false
  if (owner.role === 'state') return owner.name !== place.state
  if (owner.place.state !== place.state) return true
  return !related(place, owner.place)
}

/** Whom a foreign name is reported as: another page's city first. */
function reportedOwner(place: Place, owners: Owner[]): Owner {
  const other = owners.filter((o) => o.place.file !== place.page.file)
  return other.find((o) => o.role === 'city') ?? other[0] ?? owners[0]!
}

function describeOwner({ place, role, name }: Owner): string {
  const of = place.route
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
const servesOwnArea = (place: Place, names: PlaceNames, owned: Owned) =>
  everyOwner(
    names,
    owned,
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
    const owned = ownedKey(names, key)
    if (name && (owned === undefined || servesOwnArea(place, names, owned))) keys.add(key)
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

const tracked = perPlace<ContentIssue[]>(mentionsChanged)

/** Mentions of other pages' places, states, counties and regions, for each place page. */
export function leftoverCheck(places: Place[], names: () => PlaceNames) {
  const ownFirstWords = lazy(() => ({ slots: firstWordSlots(undefined, undefined, 0), page: 0 }))
  const checked = tracked(places)
  return (place: Place, texts: LazyTexts) =>
    checked(place, () => placeLeftovers(place, texts(), names(), ownFirstWords()))
}

function placeLeftovers(
  place: Place,
  texts: TextPiece[],
  placeNames: PlaceNames,
  ownFirstWords: { slots: Int32Array; page: number },
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const { names, firstWords } = placeNames
  const own = ownKeys(place, placeNames)
  const mayName = allowedNames(place)
  const allowedByField = new Map(
    Object.entries(mayName).map(([field, names]) => [field, new Set(names.map(nameKey))]),
  )
  const allowedKeys = new Set(Object.values(mayName).flat().map(nameKey))
  const ownNames = new NameTree([...own, ...allowedKeys], (key) => key)
  const mark = ++ownFirstWords.page
  const ownFirst = firstWordSlots(ownNames, ownFirstWords.slots, mark)
  const { page } = place
  for (const piece of texts) {
    const allowed = allowedByField.get(piece.field) ?? NONE
    const { words } = piece
    const { count } = words
    const anyCase = piece.field === 'meta.keywords'
    for (let i = 0; i < count;) {
      const slot = slotOf(words.hashAt(i))
      if (firstWords[slot] === 0 && ownFirst[slot] !== mark) {
        i++
        continue
      }
      let ownLength = 0
      let named: { length: number; owned: Owned } | undefined
      // Word by word while the words so far begin some name: the longest own name and the
      // longest other page's name starting here.
      let other = names.next(0, words, i)
      let mine = ownNames.next(0, words, i, names.word(other))
      let capitalised: boolean | undefined
      for (let n = 1; other || mine; n++) {
        const key = ownNames.value(mine)
        if (key !== undefined && (own.has(key) || allowed.has(key))) ownLength = n
        const owned = names.value(other)
        if (owned !== undefined) {
          capitalised ??= anyCase || isCapital(piece.text.charCodeAt(words.startAt(i)))
          if (capitalised) named = { length: n, owned }
        }
        if (i + n >= count) break
        other = other && names.next(other, words, i + n)
        mine = mine && ownNames.next(mine, words, i + n, names.word(other))
      }
      let hit: { length: number; owner?: Owner } | undefined
      if (named) {
        const { length: n, owned } = named
        // A state's name has an owner per page in that state: who owns it matters only when
        // every owner is foreign, i.e. when it is reported.
        const foreign = everyOwner(placeNames, owned, (owner) => isForeign(place, owner))
        hit = foreign
          ? { length: n, owner: reportedOwner(place, ownersOf(placeNames, owned)) }
          : { length: -n }
      }
      if (hit?.owner && hit.length > ownLength) {
        const { owner } = hit
        const from = words.startAt(i)
        const to = words.endAt(i + hit.length - 1)
        const word = piece.text.slice(from, to)
        issues.push(
          issueAt(
            page,
            piece.path,
            piece.text,
            [from, to],
            `mentions "${word}", ${describeOwner(owner)}; ${whereThisIs(place, owner)}. Write about ${placeLabel(place)} here, or, if the mention is meant, add it under allowedMentions: { ${piece.field}: [${owner.name}] }`,
          ),
        )
      }
      i += Math.max(1, ownLength, Math.abs(hit?.length ?? 0))
    }
  }
  return issues
}
