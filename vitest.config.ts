import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const RUN_TEMP_FOLDER = './tests/support/run-temp-folder.ts'
/** Unit test files run side by side, one per core and at least two. */
const WORKERS = Math.max(2, availableParallelism())

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['tests/**', 'node_modules/**', 'dist/**'],
          environment: 'node',
          globalSetup: [RUN_TEMP_FOLDER],
          maxWorkers: WORKERS,
          // Some tests load the whole site's content; on two busy cores that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          // One build of the site and one Chromium for the whole run (tests/support/global/).
          globalSetup: [
            RUN_TEMP_FOLDER,
            './tests/support/global/site-build.ts',
            './tests/support/global/chromium.ts',
          ],
          // One file at a time: the tests of first paint and of a stop mid-burst measure what a
          // loaded machine does to timing, and a second file beside them is such a load.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
