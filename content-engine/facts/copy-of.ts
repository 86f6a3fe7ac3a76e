import type { SourcedPage } from './place-pages'
import { cityBlockOf } from './place-pages'
import { pageTexts } from './page-text'
import { nameKey, writesKey } from './words'

/** Whether any text of `page` (head, blocks, structured data) names `city`. */
const names = (page: SourcedPage, city: string) =>
  writesKey(
    pageTexts(page).map((piece) => piece.words),
    nameKey(city),
  )

/**
 * Of two city pages that repeat each other, the copy: the one whose text still names the other's
 * city while the other's text never names its city. Undefined when the texts do not tell (both or
 * neither name the other), when a page is not a city page, or when both cities have the same name.
 * Only the pages of a problem are looked at, so their texts are made again here.
 */
export function copyAmong(a: SourcedPage, b: SourcedPage): SourcedPage | undefined {
  const cityA = cityBlockOf(a)?.block.city
  const cityB = cityBlockOf(b)?.block.city
  if (!cityA || !cityB || nameKey(cityA) === nameKey(cityB)) return undefined
  const aNamesB = names(a, cityB)
  if (aNamesB === names(b, cityA)) return undefined
  return aNamesB ? a : b
}
