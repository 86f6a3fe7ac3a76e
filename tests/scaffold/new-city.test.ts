import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { textContent } from '../support/html'
import { projectCopy, runIn } from '../support/project-copy'

/** What a marketer writes in place of each TODO (test data: numbered, so each is unique). */
function fillTodos(text: string): string {
  let n = 0
  return text
    .replace(/"TODO: (?:neighbourhood|nearby place) (\d+)[^"]*"/g, '"Filled place $1"')
    .replace(/TODO: how (\w+) foreclosure law works.*/, 'In $1, filled paragraph about the law.')
    .replace(/"TODO: [^"]*"/g, () => `"Filled value ${++n}"`)
    .replace(/TODO: .*/g, () => `Filled paragraph ${++n} written for this page.`)
}

describe('npm run new:city', () => {
  it(
    'writes a page whose TODOs fail the check, which builds once filled and is linked from its state page',
    { timeout: 400_000 },
    () => {
      const root = projectCopy()
      onTestFinished(() => rmSync(root, { recursive: true, force: true }))
      const made = runIn(root, 'npm', [
        'run',
        'new:city',
        '--',
        '--name',
        'Tampa',
        '--state',
        'Florida',
        '--region',
        'Tampa Bay',
      ])
      expect(made.status, made.stderr).toBe(0)
      expect(made.stdout).toContain('Wrote content/pages/tampa.yaml (the page /tampa)')
      expect(made.stdout).toContain(
        'content/pages/tampa.yaml:6:14  still to fill in: the county Tampa is in, e.g. Hillsborough County',
      )
      const file = join(root, 'content/pages/tampa.yaml')
      const text = readFileSync(file, 'utf8')
      expect(text.split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../../schemas/page.schema.json',
      )
      expect(text).toContain('statePage: /florida')

      const check = runIn(root, 'npm', ['run', 'check'])
      expect(check.status).not.toBe(0)
      const todoLines = check.stderr
        .split('\n')
        .filter((l) => l.startsWith('content/pages/tampa.yaml:'))
      expect(todoLines.length).toBe((text.match(/TODO:/g) ?? []).length)
      expect(
        todoLines.every((l) =>
          /^content\/pages\/tampa\.yaml:\d+:\d+ {2}still to fill in: /.test(l),
        ),
      ).toBe(true)
      expect(check.stderr).not.toMatch(/^content\/pages\/(?!tampa)/m)

      const again = runIn(root, 'npm', [
        'run',
        'new:city',
        '--',
        '--name',
        'Tampa',
        '--state',
        'Florida',
      ])
      expect(again.status).not.toBe(0)
      expect(again.stderr).toContain('/tampa already exists')
      const badState = runIn(root, 'npm', [
        'run',
        'new:city',
        '--',
        '--name',
        'Orlando',
        '--state',
        'Florda',
      ])
      expect(badState.stderr).toContain('"Florda" is not a US state (did you mean "Florida"?)')

      writeFileSync(file, fillTodos(text))
      const checked = runIn(root, 'npm', ['run', 'check'])
      expect(checked.status, checked.stderr).toBe(0)
      const build = runIn(root, 'npm', ['run', 'build'])
      expect(build.status, build.stderr).toBe(0)
      const page = readFileSync(join(root, 'dist/client/tampa/index.html'), 'utf8')
      expect(page).toContain('<title>Stop Foreclosure in Tampa, FL | Cash Home Buyers')
      expect(page).toContain('And all other Tampa Bay communities')
      const florida = readFileSync(join(root, 'dist/client/florida/index.html'), 'utf8')
      const link = florida.match(/<a href="\/tampa"[^>]*>.*?<\/a>/)?.[0] ?? ''
      expect(textContent(link)).toBe('Tampa →')
    },
  )
})
