import type { LoadedPage } from './content-types'
import type { Aside, SourcedPage } from './facts/place-pages'
import type { SpillFile, Span } from '../lib/node/spill-file'
import { keptForRecent } from '../lib/kept-for-recent'
import { spilledGetters, spilledPage } from './spilled-page'

/** How many pages stay read: each check of a page reads it, often more than once. */
const RECENT_PAGES = 16

/** What a held page keeps in the spill file. */
type Held = Pick<SourcedPage, 'blocks' | 'meta'>

const HELD = spilledGetters<Held>(['blocks', 'meta'])

/** One array per distinct list of block types: most pages have the same blocks in the same order. */
function blockTypeLists() {
  const lists = new Map<string, readonly string[]>()
  return (blocks: LoadedPage['blocks']) => {
    const types = blocks.map((block) => block.type)
    const key = types.join(' ')
    const known = lists.get(key)
    if (known) return known
    lists.set(key, types)
    return types
  }
}

/**
 * Holds each page for the fact checks with its blocks and meta in the spill file, and the types of
 * its blocks at hand (the checks look for a city's or a state's block in every page). The checks
 * go page by page, each page read by every check: the last pages read are kept, so that a page is
 * read from the file about once per pass over the pages. What a check sets aside of a page goes
 * to the file too (`aside`).
 */
export function holdPages(
  spill: SpillFile,
  beforeRead: () => void = () => undefined,
): (page: SourcedPage) => SourcedPage {
  const read = (span: Span) => {
    beforeRead()
    return spill.read(span)
  }
  const readRecent = keptForRecent((span: Span) => read(span) as Held, RECENT_PAGES)
  const readPart = (span: Span, key: keyof Held) => readRecent(span)[key]
  const typesOf = blockTypeLists()
  const aside: Aside = {
    add: (value) => spill.add(value),
    read: (start, end) => read({ start, end }),
  }
  return ({ blocks, meta, ...head }) => {
    const span = spill.add({ blocks, meta } satisfies Held)
    return spilledPage({ ...head, blockTypes: typesOf(blocks), aside }, span, readPart, HELD)
  }
}
