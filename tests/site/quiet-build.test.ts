import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { siteContent } from '../support/site'

/** The run's one build of the site (tests/support/global/site-build.ts), over a previous one. */
const OUT_DIR = 'dist'

describe('npm run build', () => {
  it("prints a summary line (pages built, time, where the output is) and where the time went; the previous build's files are gone", () => {
    const pages = siteContent().pages.length + 1 // and the not-found page
    const lines = inject('siteBuildOutput')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'))
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Built ${pages} pages in \\d+\\.\\d s into .*client/ \\(npm start serves it\\)\\.$`,
        ),
      ),
      expect.stringMatching(
        /^Phases: read\+validate \d+\.\d\d s, fact checks \d+\.\d\d s, render \d+\.\d\d s, write \d+\.\d\d s$/,
      ),
    ])
    expect(existsSync(join(OUT_DIR, 'client/index.html'))).toBe(true)
    expect(existsSync(join(OUT_DIR, 'client/stale.html'))).toBe(false)
  })
})
