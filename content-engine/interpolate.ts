import type { Site } from '../lib/site/schema'
import { telHref } from '../lib/site/phone'
import type { LoadedPage } from './content-types'

/** The site settings the site-wide placeholders stand for (`trust` may be unset in a test's site). */
export type PlaceholderSite = Pick<Site, 'brand' | 'email' | 'phone'> & { trust?: Site['trust'] }

type Fill = (text: string) => string

const named = (prefix: string, name: string | undefined) => (name ? `${prefix}${name}` : '')

/** Applies `fill` to every string of a value, at any depth. */
function fillStrings<T>(value: T, fill: Fill): T {
  const walk = (node: unknown): unknown => {
    // Every placeholder holds a brace; most strings hold none.
    if (typeof node === 'string') return node.includes('{') ? fill(node) : node
    if (Array.isArray(node)) return node.map(walk)
    if (node && typeof node === 'object') {
      const copy: Record<string, unknown> = {}
      for (const key of Object.keys(node)) {
        const value = walk((node as Record<string, unknown>)[key])
        // As Object.fromEntries would: a key named __proto__ is a property, not the prototype.
        if (key === '__proto__')
          Object.defineProperty(copy, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          })
        else copy[key] = value
      }
      return copy
    }
    return node
  }
  return walk(value) as T
}

/**
 * The site-wide placeholders: {phone}, tel:{phone}, {email}, mailto:{email}, {brand}, and
 * {ratingBy} / {reviewsOn} (" by <rating body>" / " on <review source>", or nothing when unset).
 */
function siteFiller(site: PlaceholderSite): Fill {
  const { tel, email, phone, brand, ratingBy, reviewsOn } = placeholderValues(site)
  return (text) =>
    text
      .replaceAll('tel:{phone}', tel)
      .replaceAll('mailto:{email}', `mailto:${email}`)
      .replaceAll('{phone}', phone)
      .replaceAll('{email}', email)
      .replaceAll('{brand}', brand)
      .replaceAll('{ratingBy}', ratingBy)
      .replaceAll('{reviewsOn}', reviewsOn)
}

/** What each site-wide placeholder stands for. */
export const placeholderValues = (site: PlaceholderSite) => ({
  tel: telHref(site.phone.e164),
  email: site.email,
  phone: site.phone.display,
  brand: site.brand,
  ratingBy: named(' by ', site.trust?.ratingBody),
  reviewsOn: named(' on ', site.trust?.reviewSource),
})

/** The fields of a block that declare a place; `{city}` in its texts stands for its `city`. */
const PLACE_FIELDS = ['city', 'region', 'state'] as const

/** Fills {city}, {region} and {state} with the block's own fields of those names, where it has them. */
export function placeFiller(block: object): Fill {
  const fields = block as Partial<Record<(typeof PLACE_FIELDS)[number], unknown>>
  const values = PLACE_FIELDS.flatMap((key) => {
    const value = fields[key]
    return typeof value === 'string' ? [[`{${key}}`, value] as const] : []
  })
  return (text) =>
    text.includes('{')
      ? values.reduce((filled, [placeholder, value]) => filled.replaceAll(placeholder, value), text)
      : text
}

/** Replaces the site-wide placeholders in every string of a value (site.yaml, a page's head). */
export function interpolateSite<T>(value: T, site: PlaceholderSite): T {
  return fillStrings(value, siteFiller(site))
}

/** One block's data with every placeholder filled: its place first, then the site's. */
export function fillBlock<T extends object>(block: T, site: PlaceholderSite): T {
  const place = placeFiller(block)
  const fromSite = siteFiller(site)
  return fillStrings(block, (text) => fromSite(place(text)))
}

/**
 * A validated page (schema defaults applied) with every placeholder filled: the one place they
 * are, so components receive final text.
 */
export function fillPage(page: LoadedPage, site: PlaceholderSite): LoadedPage {
  const { blocks, ...rest } = page
  return { ...interpolateSite(rest, site), blocks: blocks.map((block) => fillBlock(block, site)) }
}
