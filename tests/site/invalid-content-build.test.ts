import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HEADER, fixtureRoot, validMeta } from '../../content-engine/fixtures/fixture-root'
import { placesRoot, realPage } from '../../content-engine/testing/fact-fixtures'

/** `npm run build` of a content root into an output folder holding a previous build. */
function buildOver(root: string) {
  // Inside the project, where Vite would empty it, and holding the previous build's pages.
  mkdirSync('.tmp-builds/', { recursive: true })
  const outDir = mkdtempSync('.tmp-builds/invalid-')
  mkdirSync(join(outDir, 'client'))
  writeFileSync(join(outDir, 'client', 'index.html'), '<p>The previous build</p>')
  const build = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, CONTENT_ROOT: root, BUILD_OUT_DIR: outDir },
    encoding: 'utf8',
    timeout: 120_000,
  })
  const previousIsThere = () => {
    expect(readFileSync(join(outDir, 'client', 'index.html'), 'utf8')).toBe(
      '<p>The previous build</p>',
    )
    expect(readdirSync(outDir)).toEqual(['client'])
    expect(readdirSync(join(outDir, 'client'))).toEqual(['index.html'])
  }
  return { build, outDir, previousIsThere }
}

describe('build with invalid content', () => {
  it('stops before touching the output and prints every problem with its position', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Home\n  - type: faqs\n`,
      'content/pages/contact.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    titel: Contact\n`,
    })
    const { build, outDir, previousIsThere } = buildOver(root)
    try {
      expect(build.status).not.toBe(0)
      expect(build.stderr).toContain('The site was not built: the content has problems.')
      expect(build.stderr).toContain(
        'content/pages/index.yaml:9:11  blocks[1]: unknown block type "faqs" (did you mean "faq"?)',
      )
      expect(build.stderr).toContain(
        'content/pages/contact.yaml:8:5  blocks[0] (hero): unknown property "titel" (did you mean "title"?)',
      )
      // The misspelt key is the missing field: it is not reported a second time as missing.
      expect(build.stderr).not.toContain('missing required property "title"')
      expect(build.stderr).toContain('2 problems in the content')
      previousIsThere()
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })

  it('stops on the problems of the fact checks before touching the output', () => {
    const chicago = realPage('chicago')
    const tampa = chicago.replace('city: Chicago', 'city: Tampa')
    const root = placesRoot({ chicago, florida: realPage('florida'), tampa })
    const { build, outDir, previousIsThere } = buildOver(root)
    try {
      expect(build.status).not.toBe(0)
      expect(build.stderr).toContain('The site was not built: the content has problems.')
      expect(build.stderr).toMatch(
        /content\/pages\/tampa\.yaml:\d+:\d+ {2}blocks\[0\] \(city-landing\) › intro: mentions "Chicago", the place of \/chicago \(Illinois\)/,
      )
      previousIsThere()
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
