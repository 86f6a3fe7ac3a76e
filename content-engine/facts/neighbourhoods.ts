import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Place } from './places'
import { lazy, perPlace, type Declared } from './per-page'

const namesOfChanges = new WeakMap<Declared[], Set<string>>()
const tracked = perPlace<ContentIssue[]>((place, changed) => {
  let names = namesOfChanges.get(changed)
  if (!names)
    namesOfChanges.set(changed, (names = new Set(changed.flatMap((o) => o.neighbourhoods))))
  return place.neighbourhoods.some((name) => names.has(name))
})

/** Two city pages sharing at least this share of the shorter neighbourhood list is a copied list. */
export const NEIGHBOURHOOD_OVERLAP_LIMIT = 0.5

/** Neighbourhood lists that repeat much of another city page's list, for each place page. */
export function neighbourhoodCheck(places: Place[]) {
  const cities = places.filter((place) => place.kind === 'city')
  const holders = lazy(() => {
    const byName = new Map<string, Place[]>()
    for (const place of cities)
      for (const name of new Set(place.neighbourhoods)) {
        const list = byName.get(name)
        if (list) list.push(place)
        else byName.set(name, [place])
      }
    return byName
  })
  const checked = tracked(cities)
  return (place: Place) =>
    place.kind === 'city' ? checked(place, () => copiedLists(place, holders())) : []
}

function copiedLists(place: Place, holders: Map<string, Place[]>): ContentIssue[] {
  const issues: ContentIssue[] = []
  const shared = new Map<Place, string[]>()
  for (const name of new Set(place.neighbourhoods))
    for (const other of holders.get(name)!)
      if (other !== place) {
        const names = shared.get(other)
        if (names) names.push(name)
        else shared.set(other, [name])
      }
  for (const [other, names] of shared) {
    const shorter = Math.min(place.neighbourhoods.length, other.neighbourhoods.length)
    if (names.length < shorter * NEIGHBOURHOOD_OVERLAP_LIMIT) continue
    const path = ['blocks', place.blockIndex, 'neighbourhoods']
    issues.push({
      file: place.page.file,
      ...place.page.source.position(path, true),
      where: describePath(path, (b) => place.page.blocks[b]?.type),
      message: `${names.length} of these neighbourhoods are also those of ${other.page.route} (${names.slice(0, 4).join(', ')}…): list ${place.city}'s own neighbourhoods`,
    })
  }
  return issues
}
