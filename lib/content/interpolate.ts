import type { Site } from '../site/schema'
import { telHref } from '../site/phone'

const named = (prefix: string, name: string | undefined) => (name ? `${prefix}${name}` : '')

/**
 * Replaces the site-wide placeholders in every string of a value: {phone}, {email}, {brand},
 * and {ratingBy} / {reviewsOn} (" by <rating body>" / " on <review source>", or nothing when unset).
 */
export function interpolateSite<T>(value: T, site: Site): T {
  // `trust` is defaulted by the schema, but the raw site.yaml of a test or preview may lack it.
  /* eslint-disable @typescript-eslint/no-unnecessary-condition */
  const tel = telHref(site.phone.e164)
  const replace = (text: string) =>
    text
      .replaceAll('tel:{phone}', tel)
      .replaceAll('mailto:{email}', `mailto:${site.email}`)
      .replaceAll('{phone}', site.phone.display)
      .replaceAll('{email}', site.email)
      .replaceAll('{brand}', site.brand)
      .replaceAll('{ratingBy}', named(' by ', site.trust?.ratingBody))
      .replaceAll('{reviewsOn}', named(' on ', site.trust?.reviewSource))
  /* eslint-enable @typescript-eslint/no-unnecessary-condition */
  const walk = (node: unknown): unknown => {
    // Every placeholder holds a brace; most strings hold none.
    if (typeof node === 'string') return node.includes('{') ? replace(node) : node
    if (Array.isArray(node)) return node.map(walk)
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
    return node
  }
  return walk(value) as T
}
