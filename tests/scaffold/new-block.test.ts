import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { projectCopy, runIn } from '../support/project-copy'

describe('npm run new:block', () => {
  it(
    'creates a registered block whose own test, the registry test and the type check pass',
    { timeout: 300_000 },
    () => {
      const root = projectCopy()
      onTestFinished(() => rmSync(root, { recursive: true, force: true }))
      const made = runIn(root, 'npm', ['run', 'new:block', '--', 'price-table'])
      expect(made.status, made.stderr).toBe(0)
      expect(made.stdout).toContain('Created blocks/price-table/')
      for (const file of [
        'schema.ts',
        'PriceTable.tsx',
        'index.ts',
        'example.yaml',
        'price-table.test.tsx',
      ])
        expect(existsSync(join(root, 'blocks/price-table', file)), file).toBe(true)
      expect(readFileSync(join(root, 'blocks/schemas.ts'), 'utf8')).toContain(
        "  'price-table': PriceTableSchema,",
      )
      expect(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8')).toContain(
        '"price-table"',
      )

      const tests = runIn(root, 'npx', [
        'vitest',
        'run',
        '--project',
        'unit',
        'blocks/price-table',
        'blocks/registry.test.ts',
      ])
      expect(tests.status, tests.stdout + tests.stderr).toBe(0)
      expect(tests.stdout).toMatch(/price-table\.test\.tsx \(2 tests\)/)
      // The files the generator wrote or changed (the rest of the copy is checked by format:check).
      const written = ['blocks/price-table', 'blocks/schemas.ts', 'blocks/index.ts', 'schemas']
      const format = runIn(root, 'npx', ['prettier', '--check', ...written])
      expect(format.status, format.stdout + format.stderr).toBe(0)
      const types = runIn(root, 'npx', ['tsc', '--noEmit'])
      expect(types.status, types.stdout).toBe(0)

      const again = runIn(root, 'npm', ['run', 'new:block', '--', 'price-table'])
      expect(again.status).not.toBe(0)
      expect(again.stderr).toContain('blocks/price-table already exists')
    },
  )
})
