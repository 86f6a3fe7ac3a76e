import type { Place } from './places'

/** What of a place other pages' checks read, beside its page's file and route. */
const DECLARED = [
  'kind',
  'city',
  'region',
  'county',
  'state',
  'areaServed',
  'neighbourhoods',
] as const

/** What a place page declares that other pages' checks read. */
export type Declared = Pick<Place, (typeof DECLARED)[number]> & { file: string; route: string }

/** A copy of what `place` declares, not holding its page (kept from one validation to the next). */
export const declaredOf = (place: Place) =>
  ({
    file: place.page.file,
    route: place.page.route,
    ...Object.fromEntries(DECLARED.map((key) => [key, place[key]])),
  }) as Declared

/** A place's declaration as read from the place itself, for a validation that keeps nothing. */
class DeclaredByPlace {
  constructor(readonly place: Place) {}
  get file() {
    return this.place.page.file
  }
  get route() {
    return this.place.page.route
  }
}
for (const key of DECLARED)
  Object.defineProperty(DeclaredByPlace.prototype, key, {
    get(this: DeclaredByPlace) {
      return this.place[key]
    },
  })

/** What `place` declares, read from it at each use (see `DeclaredByPlace`). */
export const declaredByPlace = (place: Place) => new DeclaredByPlace(place) as unknown as Declared
