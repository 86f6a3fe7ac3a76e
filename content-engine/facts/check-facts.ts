import type { ContentIssue } from '../issues'
import { leftoverCheck } from './leftovers'
import { consistencyCheck } from './consistency'
import { duplicateIssues, shinglesOf } from './duplicates'
import { claimCheck } from './claims'
import { neighbourhoodCheck, neighbourhoodIndex } from './neighbourhoods'
import { stateFigureCheck } from './state-figures'
import type { Site } from '../../lib/site/schema'
import type { SourcedPage } from './place-pages'
import { placeOf, type Place } from './places'
import { placeNames } from './place-names'
import { stateLinkCheck } from './state-links'
import { pageTexts } from './page-text'
import { lazy, validatedOnce, validatingOnce } from './per-page'

/**
 * Every cross-page fact check of the loaded content: run by `npm run check` and the build (`once`:
 * nothing kept for a next validation). What the checks compare across pages (declared places,
 * state figures, site.yaml) is gathered first; then each page's texts are made once, read by every
 * check, and dropped before the next page. What the page-by-page pass gathered has gone before the
 * near-duplicate search begins, but for each page's shingles.
 */
export function factIssues(pages: SourcedPage[], site: Site, { once = false } = {}) {
  const check = (): ContentIssue[] => {
    const found = pageByPageIssues(pages, site)
    return [
      ...found.stateLinks,
      ...found.leftovers,
      ...found.consistency,
      ...found.neighbourhoods,
      ...duplicateIssues(pages),
      ...found.claims,
      ...found.stateFigures,
    ]
  }
  return once ? validatedOnce(check) : check()
}

function pageByPageIssues(pages: SourcedPage[], site: Site) {
  // A build's pages are read from disk: its index of neighbourhoods is made as the places are.
  const cityLists = validatingOnce() ? neighbourhoodIndex() : undefined
  const placeOfPage = new Map(
    pages.map((page) => {
      const place = placeOf(page)
      if (place?.kind === 'city') cityLists?.add(place)
      return [page, place]
    }),
  )
  const places = [...placeOfPage.values()].filter((place): place is Place => !!place)
  const found = {
    stateLinks: [] as ContentIssue[],
    leftovers: [] as ContentIssue[],
    consistency: [] as ContentIssue[],
    neighbourhoods: [] as ContentIssue[],
    claims: [] as ContentIssue[],
    stateFigures: [] as ContentIssue[],
  }
  const names = placeNames(places)
  const checks = {
    stateLinks: stateLinkCheck(pages),
    leftovers: leftoverCheck(places, names),
    consistency: consistencyCheck(places, names),
    neighbourhoods: neighbourhoodCheck(places, cityLists),
    claims: claimCheck(site),
    stateFigures: stateFigureCheck(pages),
  }
  for (const page of pages) {
    const place = placeOfPage.get(page)
    const texts = lazy(() => pageTexts(page))
    if (place) {
      found.leftovers.push(...checks.leftovers(place, texts))
      found.consistency.push(...checks.consistency(place, texts))
      found.neighbourhoods.push(...checks.neighbourhoods(place))
    }
    found.stateLinks.push(...checks.stateLinks(page))
    found.claims.push(...checks.claims(page, place, texts))
    found.stateFigures.push(...checks.stateFigures(page, place, texts))
    shinglesOf(page, texts)
  }
  return found
}
