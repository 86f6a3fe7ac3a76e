import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HEADER, fixtureRoot, validMeta } from '../../content-engine/fixtures/fixture-root'

describe('build with invalid content', () => {
  it('stops before producing a site and prints every problem with its position', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Home\n  - type: faqs\n`,
      'content/pages/contact.yaml': `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    titel: Contact\n`,
    })
    const outDir = mkdtempSync(join(tmpdir(), 'invalid-build-'))
    const build = spawnSync('npx', ['vike', 'build'], {
      env: { ...process.env, CONTENT_ROOT: root, BUILD_OUT_DIR: outDir },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain('The site was not built: the content has problems.')
    expect(build.stderr).toContain(
      'content/pages/index.yaml:9:11  blocks[1]: unknown block type "faqs" (did you mean "faq"?)',
    )
    expect(build.stderr).toContain(
      'content/pages/contact.yaml:7:5  blocks[0] (hero): missing required property "title"',
    )
    expect(build.stderr).toContain(
      'content/pages/contact.yaml:8:5  blocks[0] (hero): unknown property "titel" (did you mean "title"?)',
    )
    expect(build.stderr).toContain('3 problems in the content')
    expect(existsSync(join(outDir, 'client', 'index.html'))).toBe(false)
  })
})
