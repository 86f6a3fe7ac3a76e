import { deserialize, serialize } from 'node:v8'
import type { LoadedPage, SiteContent } from './content-types'
import type { Site } from '../lib/site/schema'
import type { ContentIssue } from './issues'

/** Where a page's blocks are: bytes `start` to `end` of chunk `chunk`. */
interface Span {
  chunk: number
  start: number
  end: number
}

/** A page without its blocks, and where they are packed. */
export interface PageHead extends Omit<LoadedPage, 'blocks'> {
  packed: Span
}

/** A build's content as the worker sends it: each page's blocks serialized, in a few buffers. */
export interface PackedContent {
  site: Site
  pages: PageHead[]
  chunks: ArrayBuffer[]
}

/** Pages are copied into chunks of about this size, so that few small buffers wait at a time. */
const CHUNK_BYTES = 8 * 2 ** 20

/**
 * Packs pages one at a time: a page's blocks are serialized as soon as it is filled, so the filled
 * pages are never all held at once, and what is sent holds them outside V8's heap.
 */
export class PagePacker {
  private readonly chunks: ArrayBuffer[] = []
  private waiting: Buffer[] = []
  private waitingBytes = 0

  /** The page's head, its blocks serialized into the chunk being filled. */
  add({ blocks, ...head }: LoadedPage): PageHead {
    const bytes = serialize(blocks)
    const start = this.waitingBytes
    this.waiting.push(bytes)
    this.waitingBytes += bytes.length
    const packed = { chunk: this.chunks.length, start, end: this.waitingBytes }
    if (this.waitingBytes >= CHUNK_BYTES) this.flush()
    return { ...head, packed }
  }

  /** Every chunk, the one being filled included; each its own buffer, to transfer. */
  finish(): ArrayBuffer[] {
    if (this.waitingBytes > 0) this.flush()
    return this.chunks
  }

  private flush() {
    const chunk = new Uint8Array(this.waitingBytes)
    let at = 0
    for (const bytes of this.waiting) {
      chunk.set(bytes, at)
      at += bytes.length
    }
    this.chunks.push(chunk.buffer)
    this.waiting = []
    this.waitingBytes = 0
  }
}

/**
 * The site of packed content. A page's `blocks` are read back from their bytes each time they are
 * asked for, and are not kept: read them once per use (a page's render), as each read is a copy.
 */
export function unpackContent({ site, pages, chunks }: PackedContent): SiteContent {
  return {
    site,
    pages: pages.map(({ packed: { chunk, start, end }, ...head }) => {
      const bytes = new Uint8Array(chunks[chunk]!, start, end - start)
      const page = head as LoadedPage
      Object.defineProperty(page, 'blocks', {
        get: () => deserialize(bytes) as LoadedPage['blocks'],
        enumerable: true,
      })
      return page
    }),
  }
}

/** The content worker's first answer: the packed content, or the problems found before it. */
export interface PackedAnswer {
  packed?: PackedContent
  issues: ContentIssue[]
}
