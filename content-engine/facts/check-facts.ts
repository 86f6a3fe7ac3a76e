import type { ContentIssue } from '../issues'
import type { Site } from '../../lib/site/schema'
import type { YamlSource } from '../yaml-source'
import type { SourcedPage } from './place-pages'
import { placeOf, type Place } from './places'
import { placeNames, type PlaceNames } from './place-names'
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

/**
 * Per page file read: what its checks found (state links, leftovers, consistency, claims, state
 * figures), kept while their context (what they read of the site, every page's declared place,
 * the state pages' figures) stays the same, and its shingles: a dev edit of one page's text checks that page alone.
 */
const kept = new WeakMap<
  YamlSource,
  { context: object; found: ContentIssue[][]; shingles: Uint32Array }
>()
const contextToken = tokenOf('what pages declare')

/**
 * Every cross-page fact check of the loaded content, as `npm run check` and the build print them:
 * grouped by check, each check's problems in the order of the pages. What the checks compare across
 * pages (declared place names, neighbourhood lists, state figures) is indexed first; then each
 * page's texts are made once and read by every check.
 */
export function factIssues(pages: SourcedPage[], site: Site): ContentIssue[] {
  const places = pages.map(placeOf)
  const stateFigures = declaredFigures(pages)
  const declared = places.map((place) => place && { ...place, page: place.page.file })
  const read = siteFacts(site)
  const context = contextToken(JSON.stringify([read, [...stateFigures], declared]))
  const [figures, stateLinks] = [companyFigures(read), stateLinkCheck(pages)]
  let names: PlaceNames | undefined
  const facts = pages.map((page, i) => {
    const hit = kept.get(page.source)
    if (hit?.context === context) return hit
    names ??= placeNames(places.filter((place): place is Place => !!place))
    const [place, texts] = [places[i], pageTexts(page)]
    const found = [
      stateLinks(page),
      place ? placeLeftovers(place, texts, names) : [],
      place?.kind === 'city' ? cityIssues(place, texts, names) : [],
      pageClaims(page, place, texts, read, figures),
      pageStateFigures(page, place, texts, stateFigures),
    ]
    const result = { context, found, shingles: hit?.shingles ?? shinglesOf(texts) }
    kept.set(page.source, result)
    return result
  })
  const cities = places.filter((place): place is Place => place?.kind === 'city')
  const neighbourhoods = citiesByNeighbourhood(cities)
  const all = (check: number) => facts.flatMap(({ found }) => found[check]!)
  const shingles = facts.map((page) => page.shingles)
  return [
    ...[0, 1, 2].flatMap(all),
    ...cities.flatMap((city) => copiedLists(city, neighbourhoods)),
    ...duplicateIssues(pages, shingles),
    ...[3, 4].flatMap(all),
  ]
}
