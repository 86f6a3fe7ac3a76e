import type { Segment } from '../yaml-source'
import type { SourcedPage } from './place-pages'
import { cityBlockOf } from './place-pages'
import { wordsIn, type Words } from './words'
import { placeFiller } from '../interpolate'

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

/** Calls `out` with a copy of the path of every string under `value`; `path` is the walk's own stack. */
function walk(value: unknown, path: Segment[], out: (path: Segment[], text: string) => void) {
  if (typeof value === 'string') out(path.slice(), value)
  else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      path.push(i)
      walk(value[i], path, out)
      path.pop()
    }
  else if (value && typeof value === 'object')
    for (const key in value)
      if (!SKIPPED.has(key)) {
        path.push(key)
        walk((value as Record<string, unknown>)[key], path, out)
        path.pop()
      }
}

const named = (path: Segment[]) => path.filter((s): s is string => typeof s === 'string')

/** A page's texts, made on first use: a page whose results are all reused never makes them. */
export type LazyTexts = () => TextPiece[]

/**
 * Every string of the page's head and blocks; the city page's placeholders filled in. Not kept:
 * the checks read a page's texts in one pass, so only one page's words are in memory at a time.
 */
export function pageTexts(page: SourcedPage): TextPiece[] {
  const city = cityBlockOf(page)
  // The page as written (site placeholders kept), {city}, {region}, {state} filled by the loader's filler.
  const fill = city ? placeFiller(city.block) : (text: string) => text
  const pieces: TextPiece[] = []
  const add = ({ path, text, field, visible }: Omit<TextPiece, 'words'>) =>
    pieces.push({ path, text, field, visible, words: wordsIn(text) })
  walk(page.meta, ['meta'], (path, text) => {
    const visible = path[1] === 'title' || path[1] === 'description' || path[1] === 'breadcrumb'
    add({ path, text, field: named(path).slice(0, 2).join('.'), visible })
  })
  page.blocks.forEach((block, index) => {
    const isPlace = index === city?.index
    walk(block, ['blocks', index], (path, text) => {
      const names = named(path)
      if (isPlace && path.length === 3 && DECLARATION.has(names[1]!)) return
      const field = isPlace ? names.slice(1).join('.') : [block.type, ...names.slice(1)].join('.')
      add({
        path,
        text: fill(text),
        field,
        visible: !(isPlace && names[1] === 'areaServed'),
      })
    })
  })
  return pieces
}
