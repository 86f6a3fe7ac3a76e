import type { LoadedPage, SiteContent } from './content-types'
import type { Site } from '../lib/site/schema'
import type { ContentIssue } from './issues'
import type { SpillFile, Span } from '../lib/node/spill-file'
import { spilledGetters, spilledPage } from './spilled-page'

/** What the spill file holds of a page apart from its head, and reads back at each use. */
type Packed = Pick<LoadedPage, 'meta' | 'blocks'>

/**
 * Where a page's meta and blocks are in the spill file, one after the other: its meta from the
 * first offset to the second, its blocks from the second to the third.
 */
type PackedAt = readonly [number, number, number]

/** A page's route and file, and where the rest of it is in the build's spill file. */
interface PageHead extends Omit<LoadedPage, keyof Packed> {
  at: PackedAt
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
 * Packs each page as soon as it is filled: its meta, its blocks, then its head (its route, file
 * and where the rest is) go to the spill file, so the filled pages are never all held at once
 * and no message between the threads carries them.
 */
export const packPage =
  (spill: SpillFile) =>
  ({ meta, blocks, ...head }: LoadedPage): Span => {
    const { start } = spill.add(meta)
    const { start: blocksAt, end } = spill.add(blocks)
    return spill.add({ ...head, at: [start, blocksAt, end] } satisfies PageHead)
  }

const PACKED = spilledGetters<Packed>(['meta', 'blocks'])

/**
 * The site of packed content: each page's head read from the spill file. A page's meta and
 * blocks are read back each time they are asked for, and are not kept: read them once per use (a
 * page's render), as each read is a copy.
 */
export function unpackContent({ site, pages }: PackedContent, spill: SpillFile): SiteContent {
  const read = ([start, blocksAt, end]: PackedAt, key: keyof Packed) =>
    spill.read(key === 'meta' ? { start, end: blocksAt } : { start: blocksAt, end })
  return {
    site,
    pages: pages.map((span) => {
      const { at, ...head } = spill.read(span) as PageHead
      return spilledPage(head, at, read, PACKED)
    }),
  }
}
