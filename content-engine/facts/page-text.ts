import type { Segment } from '../yaml-source'
import type { SourcedPage } from './place-pages'
import { cityBlockOf } from './place-pages'
import { wordsIn, type Words } from './words'
import { placeFiller } from '../interpolate'
import { SKIP, walkValue } from '../walk-value'

/** One string of a page as a visitor or a search engine reads it, with where it is written. */
export interface TextPiece {
  path: Segment[]
  text: string
  /** The field name used by allowedMentions: `intro`, `faqAnswers.areas`, `meta.title`, `faq.items.answer`. */
  field: string
  /** False for structured data and keywords: read by machines, not shown on the page. */
  visible: boolean
  /** The words of `text`, for the checks that compare names and phrases. */
  words: Words
}

/** Keys whose values are not prose: links, icons, styles, and the place declaration itself. */
const SKIPPED = new Set([
  'type',
  'href',
  'icon',
  'image',
  'variant',
  'context',
  'tone',
  'id',
  'anchor',
  'columns',
  'robots',
  'statePage',
  'allowedMentions',
  'hydrate',
])
const DECLARATION = new Set(['city', 'region', 'county', 'state'])

/** A string's field: the field of the object holding it and the key it is under. */
type FieldOf = (parent: string | undefined, key: string) => string | undefined

/** Calls `out` with a copy of the path of every string under `value`, and its field. */
function walk(
  value: unknown,
  path: Segment[],
  field: string | undefined,
  fieldOf: FieldOf,
  out: (path: Segment[], text: string, field: string | undefined) => void,
) {
  walkValue(value, path, field, (child, key, at, parent) => {
    if (typeof key === 'string' && SKIPPED.has(key)) return SKIP
    const inner = typeof key === 'string' ? fieldOf(parent, key) : parent
    if (typeof child === 'string') out(at.slice(), child, inner)
    return inner
  })
}

/** Field names by the field holding them and their key, made once: pages share their fields. */
const fieldNames = new Map<string, Map<string, string>>()
const fieldName = (parent: string, key: string) => {
  let byKey = fieldNames.get(parent)
  if (!byKey) fieldNames.set(parent, (byKey = new Map<string, string>()))
  let name = byKey.get(key)
  if (name === undefined) byKey.set(key, (name = `${parent}.${key}`))
  return name
}
/** In a block: its keys joined by dots, after the block's type (`faq.items.answer`) or not (`intro`). */
const blockField: FieldOf = (parent, key) => (parent === undefined ? key : fieldName(parent, key))
/** In the head: `meta.` and its first key (`meta.keywords`, `meta.structuredData`). */
const metaField: FieldOf = (parent, key) => (parent === 'meta' ? fieldName(parent, key) : parent)

/**
 * Every string of the page's head and blocks; the city page's placeholders filled in. Not kept:
 * the checks read a page's texts in one pass, so only one page's words are in memory at a time.
 */
export function pageTexts(page: SourcedPage): TextPiece[] {
  const city = cityBlockOf(page)
  // The page as written (site placeholders kept), {city}, {region}, {state} filled by the loader's filler.
  const fill = city ? placeFiller(city.block) : (text: string) => text
  const pieces: TextPiece[] = []
  const add = (path: Segment[], text: string, field: string, visible: boolean) =>
    pieces.push({ path, text, field, visible, words: wordsIn(text) })
  walk(page.meta, ['meta'], 'meta', metaField, (path, text, field) => {
    const visible = path[1] === 'title' || path[1] === 'description' || path[1] === 'breadcrumb'
    add(path, text, field!, visible)
  })
  page.blocks.forEach((block, index) => {
    const isPlace = index === city?.index
    const start = isPlace ? undefined : [block.type].join('.')
    walk(block, ['blocks', index], start, blockField, (path, text, field) => {
      const key = path[2]
      if (isPlace && path.length === 3 && DECLARATION.has(key as string)) return
      add(path, fill(text), field ?? '', !(isPlace && key === 'areaServed'))
    })
  })
  return pieces
}
