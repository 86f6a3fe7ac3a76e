import { defineConfig } from 'vitest/config'

const RUN_TEMP_FOLDER = './tests/support/run-temp-folder.ts'

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
          // Some tests load the whole site's content; on two busy cores that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: [RUN_TEMP_FOLDER],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
