import type { Site } from '../site/schema'

const named = (prefix: string, name: string | undefined) => (name ? `${prefix}${name}` : '')

/**
 * Replaces the site-wide placeholders in every string of a value: {phone}, {email}, {brand},
 * and {ratingBy} / {reviewsOn} (" by <rating body>" / " on <review source>", or nothing when unset).
 */
export function interpolateSite<T>(value: T, site: Site): T {
  const replace = (text: string) =>
    text
      .replaceAll('tel:{phone}', `tel:${site.phone.e164}`)
      .replaceAll('mailto:{email}', `mailto:${site.email}`)
      .replaceAll('{phone}', site.phone.display)
      .replaceAll('{email}', site.email)
      .replaceAll('{brand}', site.brand)
      .replaceAll('{ratingBy}', named(' by ', site.trust?.ratingBody))
      .replaceAll('{reviewsOn}', named(' on ', site.trust?.reviewSource))
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return replace(node)
    if (Array.isArray(node)) return node.map(walk)
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
    return node
  }
  return walk(value) as T
}
