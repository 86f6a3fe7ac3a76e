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
import {
  changedFirstWords,
  lookedUpWords,
  ownerSignatures,
  type OwnerSignatures,
} from './name-changes'

/** What a page's checks found, with what they read of other pages when they ran. */
interface Kept {
  /** What they read of the site and the state pages, as JSON. */
  context: string
  owners: OwnerSignatures
  lookedUp: Set<number>
  /** Per check: state links, leftovers, consistency, claims, state figures. */
  found: ContentIssue[][]
  shingles: Uint32Array
}

/**
 * Per page file read (dev): kept while what it read of the site, the state pages and the names it
 * looked up stays the same, so an edit of a page, or of a place no other page names, checks it alone.
 */
const kept = new WeakMap<YamlSource, Kept>()

/**
 * Every cross-page fact check of the loaded content, as `npm run check` and the build print them:
 * grouped by check, each check's problems in the order of the pages. What the checks compare across
 * pages (declared place names, neighbourhood lists, state figures) is indexed first; then each
 * page's texts are made once and read by every check.
 */
export function factIssues(pages: SourcedPage[], site: Site, remember = false): ContentIssue[] {
  const places = pages.map(placeOf)
  const stateFigures = declaredFigures(pages)
  const states = places.flatMap((p) => (p?.kind === 'state' ? [[p.page.route, p.state]] : []))
  const read = siteFacts(site)
  const context = JSON.stringify([read, [...stateFigures], states])
  const [figures, stateLinks] = [companyFigures(read), stateLinkCheck(pages)]
  const names = placeNames(places.filter((place): place is Place => !!place))
  const owners = remember ? ownerSignatures(names) : new Map<string, string>()
  const changes = new Map<OwnerSignatures, number[]>()
  const changedSince = (before: OwnerSignatures) =>
    changes.get(before) ?? changes.set(before, [...changedFirstWords(before, owners)]).get(before)!
  const facts = pages.map((page, i) => {
    const hit = remember ? kept.get(page.source) : undefined
    const unread = (word: number) => !hit!.lookedUp.has(word)
    if (hit?.context === context && changedSince(hit.owners).every(unread)) {
      kept.set(page.source, { ...hit, owners })
      return hit
    }
    const [place, texts] = [places[i], pageTexts(page)]
    const found = [
      stateLinks(page),
      place ? placeLeftovers(place, texts, names) : [],
      place?.kind === 'city' ? cityIssues(place, texts, names) : [],
      pageClaims(page, place, texts, read, figures),
      pageStateFigures(page, place, texts, stateFigures),
    ]
    const result = { found, shingles: hit?.shingles ?? shinglesOf(texts) }
    const lookedUp = remember && lookedUpWords(place, texts)
    if (lookedUp) kept.set(page.source, { ...result, context, owners, lookedUp })
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
