import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../support/site'

describe('npm run build', () => {
  it(
    "prints a summary line (pages built, time, where the output is) and where the time went; the previous build's files are gone",
    { timeout: 300_000 },
    () => {
      // Inside the project (vike resolves the output folder from the project root); gitignored.
      mkdirSync('.tmp-builds', { recursive: true })
      const outDir = mkdtempSync('.tmp-builds/quiet-')
      // A previous build: it does not outlive this one.
      mkdirSync(join(outDir, 'client'))
      writeFileSync(join(outDir, 'client', 'stale.html'), '<p>An old page</p>')
      try {
        const build = spawnSync('npm', ['run', '--silent', 'build'], {
          env: { ...process.env, BUILD_OUT_DIR: outDir, NO_COLOR: '1' },
          encoding: 'utf8',
          timeout: 240_000,
        })
        expect(build.status, build.stderr).toBe(0)
        const pages = siteContent().pages.length + 1 // and the not-found page
        const lines = (build.stdout + build.stderr)
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
        expect(existsSync(join(outDir, 'client/index.html'))).toBe(true)
        expect(existsSync(join(outDir, 'client/stale.html'))).toBe(false)
      } finally {
        rmSync(outDir, { recursive: true, force: true })
      }
    },
  )
})
