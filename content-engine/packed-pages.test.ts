import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from './load'
import { packPage, unpackContent } from './packed-pages'
import { SpillFile } from '../lib/node/spill-file'
import type { LoadedPage } from './content-types'

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

  it('read a page’s meta and blocks afresh each time, so that none stays after its render', () => {
    const { content, spill } = packed(site.pages.slice(0, 1))
    const [page] = unpackContent(content, spill).pages
    expect(page!.blocks).toEqual(site.pages[0]!.blocks)
    expect(page!.blocks).not.toBe(page!.blocks)
    expect(page!.meta).toEqual(site.pages[0]!.meta)
    expect(page!.meta).not.toBe(page!.meta)
    expect(Object.keys(page!)).toEqual(['route', 'file', 'meta', 'blocks'])
  })
})
