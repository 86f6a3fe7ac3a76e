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

/** Placeholders that stand for a link when written after a scheme: `tel:{phone}`, `mailto:{email}`. */
const SCHEMES: Partial<Record<string, string>> = { '{phone}': 'tel:', '{email}': 'mailto:' }

/**
 * Fills, in one pass, every placeholder `values` has (keyed as written: `{city}`, `tel:{phone}`);
 * other braces are left as they are, and a value filled in is not read again.
 */
function filler(values: ReadonlyMap<string, string>): Fill {
  return (text) => {
    let filled = ''
    let from = 0
    for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', open + 1)) {
      const close = text.indexOf('}', open)
      if (close < 0) break
      const placeholder = text.slice(open, close + 1)
      const scheme = SCHEMES[placeholder] ?? ''
      const link =
        scheme && text.startsWith(scheme, open - scheme.length)
          ? values.get(scheme + placeholder)
          : undefined
      const value = link ?? values.get(placeholder)
      if (value === undefined) continue
      filled += text.slice(from, link === undefined ? open : open - scheme.length) + value
      from = close + 1
      open = close
    }
    return from === 0 ? text : filled + text.slice(from)
  }
}

/**
 * The site-wide placeholders: {phone}, tel:{phone}, {email}, mailto:{email}, {brand}, and
 * {ratingBy} / {reviewsOn} (" by <rating body>" / " on <review source>", or nothing when unset).
 */
function siteValues(site: PlaceholderSite): [string, string][] {
  const { tel, email, phone, brand, ratingBy, reviewsOn } = placeholderValues(site)
  return [
    ['tel:{phone}', tel],
    ['mailto:{email}', `mailto:${email}`],
    ['{phone}', phone],
    ['{email}', email],
    ['{brand}', brand],
    ['{ratingBy}', ratingBy],
    ['{reviewsOn}', reviewsOn],
  ]
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

/** {city}, {region} and {state}: the block's own fields of those names, where it has them. */
function placeValues(block: object): [string, string][] {
  const fields = block as Partial<Record<(typeof PLACE_FIELDS)[number], unknown>>
  return PLACE_FIELDS.flatMap((key) => {
    const value = fields[key]
    return typeof value === 'string' ? [[`{${key}}`, value] as [string, string]] : []
  })
}

/** Fills {city}, {region} and {state} with the block's own fields of those names, where it has them. */
export const placeFiller = (block: object): Fill => filler(new Map(placeValues(block)))

/** Replaces the site-wide placeholders in every string of a value (site.yaml, a page's head). */
export function interpolateSite<T>(value: T, site: PlaceholderSite): T {
  return fillStrings(value, filler(new Map(siteValues(site))))
}

/** One block's data with every placeholder filled: its place's and the site's. */
export function fillBlock<T extends object>(block: T, site: PlaceholderSite): T {
  return fillStrings(block, filler(new Map([...siteValues(site), ...placeValues(block)])))
}

/**
 * A validated page (schema defaults applied) with every placeholder filled: the one place they
 * are, so components receive final text.
 */
export function fillPage(page: LoadedPage, site: PlaceholderSite): LoadedPage {
  const { blocks, ...rest } = page
  return { ...interpolateSite(rest, site), blocks: blocks.map((block) => fillBlock(block, site)) }
}
