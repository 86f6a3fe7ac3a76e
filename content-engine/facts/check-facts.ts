import type { ContentIssue } from '../issues'
import { leftoverIssues } from './leftovers'
import { consistencyIssues } from './consistency'
import { duplicateIssues } from './duplicates'
import { claimIssues } from './claims'
import { neighbourhoodIssues } from './neighbourhoods'
import { stateFigureIssues } from './state-figures'
import type { Site } from '../../lib/site/schema'
import type { SourcedPage } from './place-pages'
import { placeOf, type Place } from './places'
import { stateLinkIssues } from './state-links'

/** Every cross-page fact check of the loaded content: run by `npm run check` and the build. */
export function factIssues(pages: SourcedPage[], site: Site): ContentIssue[] {
  const places = pages.map(placeOf).filter((place): place is Place => !!place)
  return [
    ...stateLinkIssues(pages),
    ...leftoverIssues(places),
    ...consistencyIssues(places),
    ...neighbourhoodIssues(places),
    ...duplicateIssues(pages),
    ...claimIssues(pages, site),
    ...stateFigureIssues(pages),
  ]
}
