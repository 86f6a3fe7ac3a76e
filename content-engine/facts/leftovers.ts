import type { ContentIssue } from '../issues'
import type { LazyTexts, TextPiece } from './page-text'
import { placeLabel, related, type Place } from './places'
import { issueAt } from './positions'
import { isCapital, nameKey } from './words'
import { firstWordSlots, nameTree, slotOf, startAt } from './name-tree'
import { lazy, perPlace } from './per-page'
import type { Owner, PlaceNames } from './place-names'
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
const servesOwnArea = (place: Place, owners: Owner[]) =>
  owners.every(
    ({ role, place: other }) =>
      role !== 'state' && (other.state !== place.state || role === 'county' || role === 'region'),
  )

/**
 * Names this page may use: its own place, its neighbourhoods, and the areas it serves that are no
 * other page's place, or only a namesake's or a shared county's or region's.
 */
function ownKeys(place: Place, index: Map<string, Owner[]>): Set<string> {
  const keys = new Set<string>()
  for (const name of [place.city, place.region, place.county, place.state, ...place.neighbourhoods])
    if (name) keys.add(nameKey(name))
  for (const name of place.areaServed) {
    const key = nameKey(name)
    const owners = index.get(key)
    if (name && (!owners || servesOwnArea(place, owners))) keys.add(key)
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
  const ownFirstWords = lazy(() => ({ slots: firstWordSlots(new Map(), undefined, 0), page: 0 }))
  const checked = tracked(places)
  return (place: Place, texts: LazyTexts) =>
    checked(place, () => placeLeftovers(place, texts(), names(), ownFirstWords()))
}

function placeLeftovers(
  place: Place,
  texts: TextPiece[],
  { index, names, firstWords }: PlaceNames,
  ownFirstWords: { slots: Int32Array; page: number },
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const own = ownKeys(place, index)
  const mayName = allowedNames(place)
  const allowedByField = new Map(
    Object.entries(mayName).map(([field, names]) => [field, new Set(names.map(nameKey))]),
  )
  const allowedKeys = new Set(Object.values(mayName).flat().map(nameKey))
  const ownNames = nameTree([...own, ...allowedKeys], (key) => own.has(key))
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
      let named: { length: number; owners: Owner[] } | undefined
      // Word by word while the words so far begin some name: the longest own name and the
      // longest other page's name starting here.
      let other = startAt(names, words, i)
      let mine = startAt(ownNames, words, i, other?.word)
      let capitalised: boolean | undefined
      for (let n = 1; other || mine; n++) {
        if (mine && (mine.value || allowed.has(mine.key))) ownLength = n
        if (other?.value) {
          capitalised ??= anyCase || isCapital(piece.text.charCodeAt(words.startAt(i)))
          if (capitalised) named = { length: n, owners: other.value }
        }
        if (i + n >= count) break
        other = startAt(other?.next, words, i + n)
        mine = startAt(mine?.next, words, i + n, other?.word)
      }
      let hit: { length: number; owner?: Owner } | undefined
      if (named) {
        const { length: n, owners } = named
        // A state's name has an owner per page in that state: who owns it matters only when
        // every owner is foreign, i.e. when it is reported.
        const foreign = owners.every((owner) => isForeign(place, owner))
        hit = foreign ? { length: n, owner: reportedOwner(place, owners) } : { length: -n }
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
