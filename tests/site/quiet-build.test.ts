import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../support/site'

describe('npm run build', () => {
  it(
    "prints one summary line: pages built, time and where the output is; the previous build's files are gone",
    { timeout: 300_000 },
    () => {
      // Inside the project (vike resolves the output folder from the project root); gitignored.
      mkdirSync('.tmp-builds', { recursive: true })
      const outDir = mkdtempSync('.tmp-builds/quiet-')
      // A previous build, and what an interrupted one left aside: neither outlives this build.
      for (const folder of ['client', '.previous-1-2']) {
        mkdirSync(join(outDir, folder))
        writeFileSync(join(outDir, folder, 'stale.html'), '<p>An old page</p>')
      }
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
        ])
        expect(existsSync(join(outDir, 'client/index.html'))).toBe(true)
        expect(existsSync(join(outDir, 'client/stale.html'))).toBe(false)
        expect(readdirSync(outDir).filter((name) => name.startsWith('.'))).toEqual([])
      } finally {
        rmSync(outDir, { recursive: true, force: true })
      }
    },
  )
})
