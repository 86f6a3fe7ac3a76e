import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentCopy } from './scaffold/content-copy'

const newCity = (root: string, ...args: string[]) =>
  spawnSync('node_modules/.bin/tsx', ['scripts/new-city.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_ROOT: root },
  })

describe('new:city', () => {
  const root = contentCopy()

  it('prints its usage for --help', () => {
    const help = newCity(root, '--help')
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/^Usage: npm run new:city -- --name <city> --state <state>/)
    expect(help.stdout).toContain('Example: ')
    expect(help.stderr).toBe('')
  })

  it('answers an unknown option with one plain line and the usage, exit code 2', () => {
    const made = newCity(root, '--bogus', 'x')
    expect(made.status).toBe(2)
    const [line, blank, usage] = made.stderr.split('\n')
    expect([line, blank, usage]).toEqual([
      '--bogus is not an option of new:city.',
      '',
      expect.stringMatching(/^Usage: /),
    ])
    expect(made.stderr).not.toMatch(/Error|\bat /)
  })

  it('links two new cities of a state in a row, and drops accents from the address', () => {
    for (const name of ['Tampa', 'St. Petersburg', 'Cañon City'])
      expect(newCity(root, '--name', name, '--state', 'Florida').status).toBe(0)
    const page = (name: string) => readFileSync(join(root, 'content/pages', name), 'utf8')
    expect(page('tampa.yaml')).toContain('statePage: /florida')
    expect(page('st-petersburg.yaml')).toContain('statePage: /florida')
    expect(page('canon-city.yaml')).toContain('city: "Cañon City"')
  })
})
