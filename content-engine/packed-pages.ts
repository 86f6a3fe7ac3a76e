import type { LoadedPage, SiteContent } from './content-types'
import type { Site } from '../lib/site/schema'
import type { ContentIssue } from './issues'
import type { SpillFile, Span } from '../lib/node/spill-file'

/** A page without its blocks, and where they are in the build's spill file. */
interface PageHead extends Omit<LoadedPage, 'blocks'> {
  packed: Span
}

/** A build's content as the worker sends it: where each page's head is in the spill file. */
export interface PackedContent {
  site: Site
  pages: Span[]
}

/** The content worker's first answer: the packed content, or the problems found before it. */
export interface PackedAnswer {
  packed?: PackedContent
  issues: ContentIssue[]
}

/**
 * Packs each page as soon as it is filled: its blocks, then its head (its route, file, meta and
 * where the blocks are), go to the spill file, so the filled pages are never all held at once
 * and no message between the threads carries them.
 */
export const packPage =
  (spill: SpillFile) =>
  ({ blocks, ...head }: LoadedPage): Span =>
    spill.add({ ...head, packed: spill.add(blocks) } satisfies PageHead)

/** The page with `blocks` given by `read` each time they are asked for. */
function withBlocks<T extends object>(page: T, read: () => unknown) {
  Object.defineProperty(page, 'blocks', { get: read, enumerable: true })
  return page as T & { blocks: LoadedPage['blocks'] }
}

/**
 * The site of packed content: each page's head read from the spill file. A page's `blocks` are
 * read back each time they are asked for, and are not kept: read them once per use (a page's
 * render), as each read is a copy.
 */
export function unpackContent({ site, pages }: PackedContent, spill: SpillFile): SiteContent {
  return {
    site,
    pages: pages.map((span) => {
      const { packed, ...head } = spill.read(span) as PageHead
      return withBlocks(head, () => spill.read(packed))
    }),
  }
}
