import type { YamlSource } from '../yaml-source'
import type { Place } from './places'
import { declaredByPlace, declaredOf, type Declared } from './declared'

let once = false

/**
 * `validate()` keeping nothing for a next validation: a build validates its content once, and
 * what the caches below would keep (each place's declaration, the index of every name, each
 * page's results) can then go as soon as the check that made it is done.
 */
export function validatedOnce<T>(validate: () => T): T {
  once = true
  try {
    return validate()
  } finally {
    once = false
  }
}

/** Whether the validation under way is one that keeps nothing (see `validatedOnce`). */
export const validatingOnce = () => once

/**
 * A result computed once per parsed page file and context: when the dev server validates the site
 * again after one file changed, every other page reuses its result as long as the context (such as
 * site.yaml) is the same object. A re-read file is a new source, so its result is computed again.
 */
export function perPage<T>({ evenOnce = false } = {}) {
  const cache = new WeakMap<YamlSource, { context: object; value: T }>()
  return (source: YamlSource, context: object, compute: () => T): T => {
    if (once && !evenOnce) return compute()
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

/** A place's declaration, and its text, made when first compared with another validation's. */
interface Declaration {
  place: Declared
  text: () => string
}

const declarations = new WeakMap<YamlSource, Declaration>()

/**
 * A place's declaration, to compare with the last validation's; once per page file read (a place
 * is made from its own page only, so an unchanged file declares the same).
 */
function declarationOf(place: Place): Declaration {
  let found = declarations.get(place.page.source)
  if (!found) {
    const declared = declaredOf(place)
    found = { place: declared, text: lazy(() => JSON.stringify(declared)) }
    declarations.set(place.page.source, found)
  }
  return found
}

/**
 * A result made from every place's declaration, in their order: the next validation reuses it while
 * every declaration and their order stay the same (dev), as long as one of its page files is kept.
 */
export function perDeclarations<T>() {
  const made = new WeakMap<YamlSource, { found: Declaration[]; value: T }>()
  return (places: Place[], compute: (declared: Declared[]) => T): T => {
    if (once) return compute(places.map(declaredByPlace))
    const found = places.map(declarationOf)
    let last: { found: Declaration[]; value: T } | undefined
    for (let i = 0; i < places.length && !last; i++) last = made.get(places[i]!.page.source)
    const same =
      last?.found.length === found.length &&
      found.every((now, i) => now === last.found[i] || now.text() === last.found[i]!.text())
    const entry = same ? last! : { found, value: compute(found.map(({ place }) => place)) }
    for (const place of places) made.set(place.page.source, entry)
    return entry.value
  }
}

/**
 * A cross-page check's results per place page, kept from one validation to the next (dev): a page
 * is checked again when its file was read again, or when `affected` says a place whose declaration
 * changed (added, removed or edited; before and after the edit) may change its result. Each
 * validation begins with every place page, then asks for each page's result.
 */
export function perPlace<T>(affected: (place: Place, changed: Declared[]) => boolean) {
  const cache = new WeakMap<YamlSource, { generation: number; value: T }>()
  let last: { generation: number; declared: Map<string, Declaration> } | undefined
  return (places: Place[]) => {
    if (once) return (_place: Place, compute: () => T): T => compute()
    const generation = (last?.generation ?? 0) + 1
    const declared = new Map(places.map((place) => [place.page.file, declarationOf(place)]))
    const changed: Declared[] = []
    for (const [file, now] of declared) {
      const before = last?.declared.get(file)
      if (!before || (before !== now && before.text() !== now.text()))
        changed.push(now.place, ...(before ? [before.place] : []))
    }
    for (const [file, before] of last?.declared ?? [])
      if (!declared.has(file)) changed.push(before.place)
    const previous = last?.generation
    last = { generation, declared }
    return (place: Place, compute: () => T): T => {
      const hit = cache.get(place.page.source)
      // `affected` is asked only of a page with a result to reuse (none on a first validation).
      if (hit && hit.generation === previous && (!changed.length || !affected(place, changed))) {
        hit.generation = generation
        return hit.value
      }
      const value = compute()
      cache.set(place.page.source, { generation, value })
      return value
    }
  }
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
