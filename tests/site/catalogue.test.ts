import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockTypes } from '../../blocks/schemas'

describe('npm run catalogue', () => {
  it('writes a static catalogue of every block with its stylesheet', { timeout: 180_000 }, () => {
    mkdirSync('.tmp-builds', { recursive: true })
    const dir = mkdtempSync('.tmp-builds/catalogue-')
    try {
      const run = spawnSync('npm', ['run', '--silent', 'catalogue'], {
        env: { ...process.env, CATALOGUE_DIR: dir },
        encoding: 'utf8',
        timeout: 150_000,
      })
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout).toContain(`Wrote the block catalogue to ${dir}/index.html`)
      const html = readFileSync(join(dir, 'index.html'), 'utf8')
      const sections = [...html.matchAll(/data-catalogue-block="([^"]+)"/g)].map((m) => m[1])
      expect(sections).toEqual(blockTypes)
      const css = html.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1]
      expect(readdirSync(join(dir, 'assets'))).toContain(css?.replace('assets/', ''))
      expect(readFileSync(join(dir, css!), 'utf8')).toContain('.bg-background')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
