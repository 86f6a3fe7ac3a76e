import type { Place } from './places'

/** What a place page declares that other pages' checks read. */
export type Declared = Pick<
  Place,
  'kind' | 'city' | 'region' | 'county' | 'state' | 'areaServed' | 'neighbourhoods'
> & { file: string; route: string }

/** A copy of what `place` declares, not holding its page (kept from one validation to the next). */
export const declaredOf = ({
  page,
  kind,
  city,
  region,
  county,
  state,
  areaServed,
  neighbourhoods,
}: Place) =>
  ({
    file: page.file,
    route: page.route,
    kind,
    city,
    region,
    county,
    state,
    areaServed,
    neighbourhoods,
  }) satisfies Declared

/** A place's declaration as read from the place itself, for a validation that keeps nothing. */
class DeclaredByPlace implements Declared {
  readonly #place: Place
  constructor(place: Place) {
    this.#place = place
  }
  get file() {
    return this.#place.page.file
  }
  get route() {
    return this.#place.page.route
  }
  get kind() {
    return this.#place.kind
  }
  get city() {
    return this.#place.city
  }
  get region() {
    return this.#place.region
  }
  get county() {
    return this.#place.county
  }
  get state() {
    return this.#place.state
  }
  get areaServed() {
    return this.#place.areaServed
  }
  get neighbourhoods() {
    return this.#place.neighbourhoods
  }
}

/** What `place` declares, read from it at each use (see `DeclaredByPlace`). */
export const declaredByPlace = (place: Place): Declared => new DeclaredByPlace(place)
