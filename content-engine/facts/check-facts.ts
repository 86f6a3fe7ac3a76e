import type { ContentIssue } from '../issues'
import type { Site } from '../../lib/site/schema'
import type { YamlSource } from '../yaml-source'
import type { SourcedPage } from './place-pages'
import { placeOf, type Place } from './places'
import { placeNames } from './place-names'
import { pageTexts } from './page-text'
import { stateLinkCheck } from './state-links'
import { placeLeftovers } from './leftovers'
import { cityIssues } from './consistency'
import { citiesByNeighbourhood, copiedLists } from './neighbourhoods'
import { duplicateIssues, shinglesOf } from './duplicates'
import { pageClaims } from './claims'
import { companyFigures, siteFacts } from './company-figures'
import { declaredFigures, pageStateFigures } from './state-figures'
import { tokenOf } from './per-page'
import {
  changedFirstWords,
  lookedUpWords,
  ownerSignatures,
  readsAny,
  type OwnerSignatures,
} from './name-changes'

/** What a page's checks found, with what they read of other pages when they ran. */
interface Kept {
  /** What they read of the site and the state pages. */
  context: object
  owners: OwnerSignatures
  /** The first words of the names they looked up (see `lookedUpWords`). */
  lookedUp: Int32Array
  /** Per check: state links, leftovers, consistency, claims, state figures. */
  found: ContentIssue[][]
  shingles: Uint32Array
}

/**
 * Per page file read, what its checks found, kept while what they read of the site, of the state
 * pages and of the names they looked up stays the same: a dev edit of one page's text, or of a
 * place another page does not mention, checks that page alone.
 */
const kept = new WeakMap<YamlSource, Kept>()
const contextToken = tokenOf('what pages declare')
const NOTHING = new Int32Array()

/**
 * Every cross-page fact check of the loaded content, as `npm run check` and the build print them:
 * grouped by check, each check's problems in the order of the pages. What the checks compare across
 * pages (declared place names, neighbourhood lists, state figures) is indexed first; then each
 * page's texts are made once and read by every check.
 */
export function factIssues(pages: SourcedPage[], site: Site, remember = false): ContentIssue[] {
  const places = pages.map(placeOf)
  const stateFigures = declaredFigures(pages)
  const states = places.flatMap((place) =>
    place?.kind === 'state' ? [place.page.route, place.state] : [],
  )
  const read = siteFacts(site)
  const context = contextToken(JSON.stringify([read, [...stateFigures], states]))
  const [figures, stateLinks] = [companyFigures(read), stateLinkCheck(pages)]
  const names = placeNames(places.filter((place): place is Place => !!place))
  const owners = remember ? ownerSignatures(names) : new Map<string, string>()
  const changes = new Map<OwnerSignatures, Set<number>>()
  const changedSince = (before: OwnerSignatures) =>
    changes.get(before) ?? changes.set(before, changedFirstWords(before, owners)).get(before)!
  const facts = pages.map((page, i): Kept => {
    const hit = remember ? kept.get(page.source) : undefined
    if (hit?.context === context && !readsAny(hit.lookedUp, changedSince(hit.owners))) {
      const still = { ...hit, owners }
      kept.set(page.source, still)
      return still
    }
    const [place, texts] = [places[i], pageTexts(page)]
    const found = [
      stateLinks(page),
      place ? placeLeftovers(place, texts, names) : [],
      place?.kind === 'city' ? cityIssues(place, texts, names) : [],
      pageClaims(page, place, texts, read, figures),
      pageStateFigures(page, place, texts, stateFigures),
    ]
    const shingles = hit?.shingles ?? shinglesOf(texts)
    const lookedUp = remember ? lookedUpWords(place, texts) : NOTHING
    const result = { context, owners, lookedUp, found, shingles }
    if (remember) kept.set(page.source, result)
    return result
  })
  const cities = places.filter((place): place is Place => place?.kind === 'city')
  const neighbourhoods = citiesByNeighbourhood(cities)
  const all = (check: number) => facts.flatMap(({ found }) => found[check]!)
  const shingles = facts.map((page) => page.shingles)
  return [
    ...[0, 1, 2].flatMap(all),
    ...cities.flatMap((city) => copiedLists(city, neighbourhoods)),
    ...duplicateIssues(pages, shingles, remember),
    ...[3, 4].flatMap(all),
  ]
}
