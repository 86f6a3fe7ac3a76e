import type { YamlSource } from '../yaml-source'
import type { Place } from './places'

/**
 * A result computed once per parsed page file and context: when the dev server validates the site
 * again after one file changed, every other page reuses its result as long as the context (what
 * the other pages declare, site.yaml) is the same object. A re-read file is a new source, so its
 * result is computed again.
 */
export function perPage<T>() {
  const cache = new WeakMap<YamlSource, { context: object; value: T }>()
  return (source: YamlSource, context: object, compute: () => T): T => {
    const hit = cache.get(source)
    if (hit && hit.context === context) return hit.value
    const value = compute()
    cache.set(source, { context, value })
    return value
  }
}

/**
 * One object per distinct text: equal texts (computed again on each validation) give the same
 * token, so per-page results keyed by it stay valid while the text stays the same.
 */
export function tokenOf(kind: string) {
  let last: { text: string; token: object } | undefined
  return (text: string): object => {
    if (last?.text !== text) last = { text, token: { kind } }
    return last.token
  }
}

const declarationToken = tokenOf('declarations')

/**
 * What every place page declares (route, kind, names, areas served, neighbourhoods): the context
 * of the checks that compare a page with the others' declarations.
 */
export function declarations(places: Place[]): object {
  const parts = places.map(
    ({ page, kind, city, region, county, state, areaServed, neighbourhoods }) =>
      [
        page.route,
        kind,
        city,
        region,
        county,
        state,
        areaServed.join('|'),
        neighbourhoods.join('|'),
      ].join('\u0000'),
  )
  return declarationToken(parts.join('\n'))
}

/** A value built on first use only: most validations in dev reuse every page's result. */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined
  let made = false
  return () => {
    if (!made) [value, made] = [make(), true]
    return value as T
  }
}
