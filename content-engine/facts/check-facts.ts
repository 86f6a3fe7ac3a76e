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
import { companyFigures } from './company-figures'
import { declaredFigures, pageStateFigures } from './state-figures'
import { tokenOf } from './per-page'

/** What the checks of one page's texts found, each check's problems apart, and its shingles. */
interface PageFacts {
  context: object
  shingles: Uint32Array
  found: Record<'stateLinks' | 'leftovers' | 'consistency' | 'claims' | 'figures', ContentIssue[]>
}

/** Per page file read, what its checks found, while what they read of the other pages is the same. */
const kept = new WeakMap<YamlSource, PageFacts>()
const contextToken = tokenOf('what pages declare')

/**
 * Every cross-page fact check of the loaded content, as `npm run check` and the build print them:
 * grouped by check, each check's problems in the order of the pages. What the checks compare across
 * pages (declared place names, neighbourhood lists, state figures) is indexed first; then each
 * page's texts are made once and read by every check. A page whose file and whose context (the
 * site, every page's declared place and the state pages' figures) are as last time keeps what its
 * checks found, so a dev edit of one page's text checks that page alone.
 */
export function factIssues(pages: SourcedPage[], site: Site): ContentIssue[] {
  const places = pages.map(placeOf)
  const stateFigures = declaredFigures(pages)
  const context = contextToken(
    JSON.stringify([
      site,
      [...stateFigures],
      places.map((place) => place && { ...place, page: place.page.file }),
    ]),
  )
  let shared: ReturnType<typeof indexes> | undefined
  const indexes = () => ({
    names: placeNames(places.filter((place): place is Place => !!place)),
    figures: companyFigures(site),
    stateLinks: stateLinkCheck(pages),
  })
  const facts = pages.map((page, i): PageFacts => {
    const hit = kept.get(page.source)
    if (hit?.context === context) return hit
    const { names, figures, stateLinks } = (shared ??= indexes())
    const place = places[i]
    const texts = pageTexts(page)
    const city = place?.kind === 'city' ? place : undefined
    const found = {
      stateLinks: stateLinks(page),
      leftovers: place ? placeLeftovers(place, texts, names) : [],
      consistency: city ? cityIssues(city, texts, names) : [],
      claims: pageClaims(page, place, texts, site, figures),
      figures: pageStateFigures(page, place, texts, stateFigures),
    }
    const result = { context, shingles: hit?.shingles ?? shinglesOf(texts), found }
    kept.set(page.source, result)
    return result
  })
  const cities = places.filter((place): place is Place => place?.kind === 'city')
  const neighbourhoods = citiesByNeighbourhood(cities)
  const all = (check: keyof PageFacts['found']) => facts.flatMap((page) => page.found[check])
  return [
    ...all('stateLinks'),
    ...all('leftovers'),
    ...all('consistency'),
    ...cities.flatMap((city) => copiedLists(city, neighbourhoods)),
    ...duplicateIssues(
      pages,
      facts.map((page) => page.shingles),
    ),
    ...all('claims'),
    ...all('figures'),
  ]
}
