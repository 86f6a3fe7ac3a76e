import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

/** Where `npm run build` writes: the tests, `npm start` and the lead server read `dist/client`. */
const OUT_DIR = 'dist'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Everything `npm run build` printed when it built the site for this run. */
    siteBuildOutput: string
  }
}

/** The build's output, kept for the run's other end-to-end project (same process, other module copy). */
const BUILT = Symbol.for('site-tests.site-build-output')
const kept = globalThis as { [BUILT]?: string }

/**
 * Builds the site once for the whole end-to-end run, as a user does (`npm run build`); every test
 * that reads the built site reads this build. A previous build is there first, as on a machine
 * that built before: the build must replace it (tests/site/quiet-build.test.ts checks it and what
 * the build printed).
 */
export default function buildSiteOnce(project: TestProject) {
  project.provide('siteBuildOutput', (kept[BUILT] ??= buildSite()))
}

function buildSite(): string {
  mkdirSync(join(OUT_DIR, 'client'), { recursive: true })
  writeFileSync(join(OUT_DIR, 'client', 'stale.html'), '<p>An old page</p>')
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 600_000,
  })
  const output = build.stdout + build.stderr
  if (build.status !== 0)
    throw new Error(`npm run build failed, so no end-to-end test can run:\n${output}`)
  return output
}
