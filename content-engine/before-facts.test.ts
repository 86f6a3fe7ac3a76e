import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { loadContent, readContentForBuild, validateBeforeFacts } from './load'
import { placesRoot, realPage } from './facts/fixtures'
import { packPage, unpackContent } from './packed-pages'
import { holdPages } from './held-pages'
import { SpillFile } from '../lib/node/spill-file'

/** Chicago's page copied to Tampa with only the city changed: fact problems on both pages. */
function copiedCity() {
  const chicago = realPage('chicago')
  const tampa = chicago.replace('city: Chicago', 'city: Tampa')
  return { root: placesRoot({ chicago, florida: realPage('florida'), tampa }), tampa }
}

const folder = mkdtempSync(join(tmpdir(), 'before-facts-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** What a build's worker gives the validation: each page kept in a spill file. */
function onDisk() {
  const spill = SpillFile.create(folder)
  return { keep: packPage(spill), hold: holdPages(spill) }
}

describe('validateBeforeFacts', () => {
  it('gives the fact problems where loadContent does, the texts read again for them', () => {
    const { root } = copiedCity()
    const { issues, facts } = validateBeforeFacts(readContentForBuild(root))
    expect(issues).toEqual([])
    const expected = loadContent(root).issues
    expect(expected.length).toBeGreaterThan(10)
    expect(facts!()).toEqual(expected)
  })

  it('gives the same problems when each page waits in a spill file once checked', () => {
    const { root } = copiedCity()
    const { facts } = validateBeforeFacts(readContentForBuild(root), onDisk())
    expect(facts!()).toEqual(loadContent(root).issues)
  })

  it('gives the problems before the fact checks where loadContent does, pages on disk', () => {
    const { root } = copiedCity()
    const page = join(root, 'content/pages/chicago.yaml')
    const chicago = readFileSync(page, 'utf8')
    writeFileSync(page, chicago.replace('  keywords:\n', '  canonical: /chicagoo\n  keywords:\n'))
    const tampa = join(root, 'content/pages/tampa.yaml')
    writeFileSync(
      tampa,
      readFileSync(tampa, 'utf8').replace('type: city-landing', 'type: city-lander'),
    )
    const { issues, content } = validateBeforeFacts(readContentForBuild(root), onDisk())
    expect(content).toBeUndefined()
    expect(issues.length).toBeGreaterThan(1)
    expect(issues).toEqual(loadContent(root).issues)
  })

  it('fills every page of the site as loadContent does, each page on disk once checked', () => {
    const spill = SpillFile.create(folder)
    const { content } = validateBeforeFacts(readContentForBuild(), {
      keep: packPage(spill),
      hold: holdPages(spill),
    })
    const built = unpackContent(content!, spill)
    expect(built.pages.map((page) => ({ ...page }))).toEqual(loadContent().content!.pages)
  })

  it('lets go of each page file once its page is on disk', () => {
    const files = readContentForBuild(copiedCity().root)
    const letGo = files.pages.map((page) => vi.spyOn(page, 'letGo' as never))
    const { content } = validateBeforeFacts(files, onDisk())
    expect(content!.pages).toHaveLength(files.pages.length)
    for (const spy of letGo) expect(spy).toHaveBeenCalledOnce()
  })

  it('refuses to place a problem in a file changed after it was read', () => {
    const { root, tampa } = copiedCity()
    const { facts } = validateBeforeFacts(readContentForBuild(root))
    writeFileSync(join(root, 'content/pages/tampa.yaml'), `${tampa}# edited meanwhile\n`)
    expect(() => facts!()).toThrow(
      'content/pages/tampa.yaml changed while it was being checked: check it again',
    )
  })
})
