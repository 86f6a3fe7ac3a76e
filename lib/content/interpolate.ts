import type { Site } from '../site/schema'

/** Replaces the site-wide placeholders {phone}, {email} and {brand} in every string of a value. */
export function interpolateSite<T>(value: T, site: Site): T {
  const replace = (text: string) =>
    text
      .replaceAll('tel:{phone}', `tel:${site.phone.e164}`)
      .replaceAll('mailto:{email}', `mailto:${site.email}`)
      .replaceAll('{phone}', site.phone.display)
      .replaceAll('{email}', site.email)
      .replaceAll('{brand}', site.brand)
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return replace(node)
    if (Array.isArray(node)) return node.map(walk)
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
    return node
  }
  return walk(value) as T
}
