import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readContent, validateBeforeFacts } from './load'
import { holdPages } from './held-pages'
import { SpillFile } from '../lib/node/spill-file'
import type { LoadedPage } from './content-types'
import type { SourcedPage } from './facts/place-pages'

const folder = mkdtempSync(join(tmpdir(), 'held-pages-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('pages held for the fact checks', () => {
  const { content } = validateBeforeFacts(readContent())
  const pages = content!.pages
  const source = {}
  const sourced = (page: LoadedPage) => ({ ...page, source }) as unknown as SourcedPage

  it('give back each page’s blocks and meta, read from the spill file', () => {
    const hold = holdPages(SpillFile.create(folder))
    const held = pages.map((page) => hold(sourced(page)))
    expect(held.map((page) => page.blocks)).toEqual(pages.map((page) => page.blocks))
    expect(held.map((page) => page.meta)).toEqual(pages.map((page) => page.meta))
    expect(held[0]!.meta).not.toBe(pages[0]!.meta)
  })

  it('are copied whole, blocks and meta included', () => {
    const held = holdPages(SpillFile.create(folder))(sourced(pages[0]!))
    const copy = { ...held }
    expect(copy).toEqual({
      ...pages[0],
      source,
      blockTypes: held.blockTypes,
      aside: held.aside,
    })
    expect(held.blockTypes).toEqual(pages[0]!.blocks.map((block) => block.type))
  })

  it('keep the last 16 pages read, and read older ones again', () => {
    const hold = holdPages(SpillFile.create(folder))
    const held = pages.slice(0, 20).map((page) => hold(sourced(page)))
    const first = held[0]!.blocks
    expect(held[0]!.blocks).toBe(first)
    for (const page of held.slice(1, 16)) expect(page.blocks).toHaveLength(page.blockTypes!.length)
    expect(held[0]!.blocks).toBe(first)
    for (const page of held.slice(1, 17)) expect(page.meta.title).toBeTruthy()
    expect(held[0]!.blocks).not.toBe(first)
    expect(held[0]!.blocks).toEqual(first)
  })

  it('set aside what a check makes of a page, and give a copy of it back on each call', () => {
    const reads: number[] = []
    const held = holdPages(SpillFile.create(folder), () => reads.push(1))(sourced(pages[0]!))
    const run = new Uint32Array([3, 1, 2])
    const { start, end } = held.aside!.add(run)
    const again = () => held.aside!.read(start, end) as Uint32Array
    expect(again()).toEqual(run)
    expect(again()).not.toBe(run)
    expect(again()).not.toBe(again())
    expect(reads.length).toBe(4)
  })
})
