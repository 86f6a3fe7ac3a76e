import { describe, expect, it } from 'vitest'
import { loadContent } from './load'
import { PagePacker, unpackContent } from './packed-pages'
import type { LoadedPage } from './content-types'

const site = loadContent().content!

function packed(pages: LoadedPage[]) {
  const packer = new PagePacker()
  const heads = pages.map((page) => packer.add(page))
  const chunks = packer.finish()
  return { site: site.site, pages: heads, chunks }
}

describe('packed pages', () => {
  it('give back every page of the site as it was, blocks included', () => {
    const unpacked = unpackContent(packed(site.pages))
    expect(unpacked.site).toEqual(site.site)
    expect(unpacked.pages.map((page) => ({ ...page }))).toEqual(site.pages)
  })

  it('keep the blocks out of the heads, in buffers that can be transferred', () => {
    const { pages, chunks } = packed(site.pages)
    expect(JSON.stringify(pages)).not.toContain('"blocks"')
    expect(chunks.every((chunk) => chunk instanceof ArrayBuffer)).toBe(true)
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)
    const spans = pages.reduce((sum, { packed: { start, end } }) => sum + end - start, 0)
    expect(bytes).toBe(spans)
  })

  it('read a page’s blocks afresh each time, so that none stays after its render', () => {
    const [page] = unpackContent(packed(site.pages.slice(0, 1))).pages
    expect(page!.blocks).toEqual(site.pages[0]!.blocks)
    expect(page!.blocks).not.toBe(page!.blocks)
  })

  it('fill chunks of about 8 MB, a page never split across two', () => {
    const big = site.pages.find((page) => page.route === '/chicago')!
    const many = Array.from({ length: 2_000 }, (_, i) => ({ ...big, route: `/city-${i}` }))
    const content = packed(many)
    expect(content.chunks.length).toBeGreaterThan(1)
    for (const { packed: span } of content.pages)
      expect(span.end).toBeLessThanOrEqual(content.chunks[span.chunk]!.byteLength)
    const unpacked = unpackContent(content)
    expect(unpacked.pages.at(-1)!.blocks).toEqual(big.blocks)
  })
})
