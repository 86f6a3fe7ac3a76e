import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const RUN_TEMP_FOLDER = './tests/support/run-temp-folder.ts'
/** Unit test files run side by side, one per core and at least two. */
const WORKERS = Math.max(2, availableParallelism())

const UNIT_FILES = ['**/*.test.{ts,tsx}']
const NOT_UNIT = ['tests/**', 'node_modules/**', 'dist/**']

/**
 * Unit files share their worker's loaded modules (no isolation: most of a unit run was loading
 * the same modules again for every file). A file that replaces a module with `vi.mock` needs
 * the module loaded afresh, so those run isolated; environment variables and globals a test
 * stubs are put back after it.
 */
const MOCKING = readdirSync('.', { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && !/^(\.|node_modules$|dist$|data$|tests$)/.test(entry.name),
  )
  .flatMap(({ name }) =>
    readdirSync(name, { recursive: true, encoding: 'utf8' }).map((file) => `${name}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('))

/**
 * End-to-end files that measure what load does to timing (first paint, a stop or a kill
 * mid-burst, a webhook that stalls): they run after the others, one at a time, so that no other
 * file is their load.
 */
const ALONE = [
  'tests/site/first-frame.test.ts',
  'tests/server/graceful-stop.test.ts',
  'tests/server/nginx-front.test.ts',
  'tests/server/stalled-webhook.test.ts',
  'tests/server/slow-clients.test.ts',
]

/**
 * The end-to-end files that take longest (a browser on every page, the page editor, a project copy
 * type-checked): started first, so that both workers end together. Vitest orders by the last run's
 * timings, which a fresh clone does not have; by size, it started axe-desktop (3 lines) last.
 */
const LONGEST = [
  'tests/site/axe-desktop.test.ts',
  'tests/editor/editor.test.ts',
  'tests/frame/call-always-in-reach.test.ts',
  'tests/scaffold/new-block.test.ts',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = ({ moduleId }: TestSpecification) => {
      const at = LONGEST.findIndex((file) => moduleId.endsWith(file))
      return at < 0 ? LONGEST.length : at
    }
    return (await super.sort(files)).toSorted((a, b) => rank(a) - rank(b))
  }
}

const unitSettings = {
  environment: 'node' as const,
  globalSetup: [RUN_TEMP_FOLDER],
  maxWorkers: WORKERS,
  unstubEnvs: true,
  unstubGlobals: true,
  // Some tests load the whole site's content; on two busy cores that can pass 5 s.
  testTimeout: 20_000,
}

/**
 * One build of the site and one Chromium for the whole run (tests/support/global/); files share
 * their worker's loaded modules, as unit files do.
 */
const endToEnd = {
  include: ['tests/**/*.test.ts'],
  isolate: false,
  environment: 'node' as const,
  globalSetup: [
    RUN_TEMP_FOLDER,
    './tests/support/global/site-build.ts',
    './tests/support/global/chromium.ts',
  ],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page on two busy cores can take seconds to hydrate or answer: polls wait up to 15 s.
  expect: { poll: { timeout: 15_000, interval: 50 } },
} satisfies TestProjectInlineConfiguration['test']

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...NOT_UNIT, ...MOCKING],
          isolate: false,
          ...unitSettings,
        },
      },
      {
        test: { name: 'unit-mocking', include: MOCKING, ...unitSettings },
      },
      {
        test: {
          ...endToEnd,
          name: 'e2e',
          exclude: ALONE,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...endToEnd,
          name: 'e2e-alone',
          include: ALONE,
          sequence: { groupOrder: 2 },
          fileParallelism: false,
        },
      },
    ],
  },
})
