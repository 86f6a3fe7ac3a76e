import type { ContentIssue } from '../issues'
import type { Site } from '../../lib/site/schema'
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

/**
 * Every cross-page fact check of the loaded content, as `npm run check` and the build print them:
 * grouped by check, each check's problems in the order of the pages. What the checks compare across
 * pages (declared place names, neighbourhood lists, state figures) is indexed first; then each
 * page's texts are made once and read by every check.
 */
export function factIssues(pages: SourcedPage[], site: Site): ContentIssue[] {
  const places = pages.map(placeOf)
  const cities = places.filter((place): place is Place => place?.kind === 'city')
  const names = placeNames(places.filter((place): place is Place => !!place))
  const neighbourhoods = citiesByNeighbourhood(cities)
  const figures = companyFigures(site)
  const stateFigures = declaredFigures(pages)
  const stateLinks = stateLinkCheck(pages)
  const found = {
    stateLinks: [] as ContentIssue[],
    leftovers: [] as ContentIssue[],
    consistency: [] as ContentIssue[],
    neighbourhoods: [] as ContentIssue[],
    claims: [] as ContentIssue[],
    stateFigures: [] as ContentIssue[],
  }
  const shingles = pages.map((page, i) => {
    const place = places[i]
    const texts = pageTexts(page)
    found.stateLinks.push(...stateLinks(page))
    if (place) found.leftovers.push(...placeLeftovers(place, texts, names))
    if (place?.kind === 'city') {
      found.consistency.push(...cityIssues(place, texts, names))
      found.neighbourhoods.push(...copiedLists(place, neighbourhoods))
    }
    found.claims.push(...pageClaims(page, place, texts, site, figures))
    found.stateFigures.push(...pageStateFigures(page, place, texts, stateFigures))
    return shinglesOf(texts)
  })
  return [
    ...found.stateLinks,
    ...found.leftovers,
    ...found.consistency,
    ...found.neighbourhoods,
    ...duplicateIssues(pages, shingles),
    ...found.claims,
    ...found.stateFigures,
  ]
}
