import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent, readContent, validateBeforeFacts } from './load'
import { holdPages, packPage, unpackContent } from './packed-pages'
import { SpillFile } from '../lib/node/spill-file'
import type { LoadedPage } from './content-types'
import type { SourcedPage } from './facts/place-pages'

const site = loadContent().content!
const folder = mkdtempSync(join(tmpdir(), 'packed-pages-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function packed(pages: LoadedPage[]) {
  const spill = SpillFile.create(folder)
  const heads = pages.map(packPage(spill))
  spill.flush()
  return { content: { site: site.site, pages: heads }, spill }
}

describe('packed pages', () => {
  it('give back every page of the site as it was, blocks included', () => {
    const { content, spill } = packed(site.pages)
    const unpacked = unpackContent(content, spill)
    expect(unpacked.site).toEqual(site.site)
    expect(unpacked.pages.map((page) => ({ ...page }))).toEqual(site.pages)
  })

  it('send where each page is in the spill file, and nothing of the pages', () => {
    const { content, spill } = packed(site.pages)
    expect(content.pages).toHaveLength(site.pages.length)
    expect(Object.keys(content.pages[0]!)).toEqual(['start', 'end'])
    expect(content.pages.at(-1)!.end).toBe(spill.size)
  })

  it('read a page’s blocks afresh each time, so that none stays after its render', () => {
    const { content, spill } = packed(site.pages.slice(0, 1))
    const [page] = unpackContent(content, spill).pages
    expect(page!.blocks).toEqual(site.pages[0]!.blocks)
    expect(page!.blocks).not.toBe(page!.blocks)
  })
})

describe('pages held for the fact checks', () => {
  const { content } = validateBeforeFacts(readContent())
  const sourced = (page: LoadedPage) => ({ ...page, source: {} }) as unknown as SourcedPage

  it('give back each page’s blocks, read from the spill file', () => {
    const hold = holdPages(SpillFile.create(folder))
    const held = content!.pages.map((page) => hold(sourced(page)))
    expect(held.map((page) => page.blocks)).toEqual(content!.pages.map((page) => page.blocks))
  })

  it('keep the blocks of the last 16 pages read, and read older ones again', () => {
    const hold = holdPages(SpillFile.create(folder))
    const held = content!.pages.slice(0, 20).map((page) => hold(sourced(page)))
    const first = held[0]!.blocks
    expect(held[0]!.blocks).toBe(first)
    for (const page of held.slice(1, 16)) expect(page.blocks).toHaveLength(page.blockTypes!.length)
    expect(held[0]!.blocks).toBe(first)
    for (const page of held.slice(1, 17)) expect(page.blocks).toHaveLength(page.blockTypes!.length)
    expect(held[0]!.blocks).not.toBe(first)
    expect(held[0]!.blocks).toEqual(first)
  })
})
