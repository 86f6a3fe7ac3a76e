import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent, readContentForBuild, validateBeforeFacts } from './load'
import { placesRoot, realPage } from './facts/fixtures'
import { holdPages, packPage } from './packed-pages'
import { SpillFile } from '../lib/node/spill-file'

/** Chicago's page copied to Tampa with only the city changed: fact problems on both pages. */
function copiedCity() {
  const chicago = realPage('chicago')
  const tampa = chicago.replace('city: Chicago', 'city: Tampa')
  return { root: placesRoot({ chicago, florida: realPage('florida'), tampa }), tampa }
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

  it('gives the same problems when the pages wait for the fact checks in a spill file', () => {
    const { root } = copiedCity()
    const folder = mkdtempSync(join(tmpdir(), 'before-facts-'))
    const spill = SpillFile.create(folder)
    const { facts } = validateBeforeFacts(readContentForBuild(root), {
      keep: packPage(spill),
      hold: holdPages(spill),
    })
    expect(facts!()).toEqual(loadContent(root).issues)
    spill.close()
    rmSync(folder, { recursive: true })
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
