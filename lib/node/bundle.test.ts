import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { importBundled } from './bundle'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// Files written a second before the first bundle: one written in the millisecond a bundle starts
// counts as changed since, and would be bundled again on the next call.
function project(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'node-bundle-'))
  const earlier = new Date(Date.now() - 1000)
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text)
    utimesSync(join(dir, name), earlier, earlier)
  }
  return { entry: join(dir, 'entry.ts'), out: join(dir, 'out', 'entry.mjs') }
}

// An edit a second later than anything bundled so far.
function edit(file: string, text: string) {
  writeFileSync(file, text)
  const later = new Date(Date.now() + 1000)
  utimesSync(file, later, later)
}

const ENTRY = `import { word } from './part'\nexport const said: string = word\n`

describe('importBundled', () => {
  it('imports the module once, and again once a file it holds changes', async () => {
    const { entry, out } = project({ 'entry.ts': ENTRY, 'part.ts': `export const word = 'one'\n` })
    const first = await importBundled(entry, out)
    expect(first.module).toMatchObject({ said: 'one' })
    expect(first.sources.sort()).toEqual([entry, join(dir, 'part.ts')])
    expect((await importBundled(entry, out)).module).toBe(first.module)

    edit(join(dir, 'part.ts'), `export const word = 'two'\n`)
    expect((await importBundled(entry, out)).module).toMatchObject({ said: 'two' })
  })

  it('keeps each file its own import.meta.url', async () => {
    const part = `export const word: string = import.meta.url\n`
    const { entry, out } = project({ 'entry.ts': ENTRY, 'part.ts': part })
    const { module } = await importBundled(entry, out)
    expect(module).toMatchObject({ said: pathToFileURL(join(dir, 'part.ts')).href })
  })

  it('bundles again on the next call after a failure', async () => {
    const { entry, out } = project({ 'entry.ts': ENTRY, 'part.ts': `export const word = \n` })
    await expect(importBundled(entry, out)).rejects.toThrow(/Unexpected end of file/)
    edit(join(dir, 'part.ts'), `export const word = 'mended'\n`)
    expect((await importBundled(entry, out)).module).toMatchObject({ said: 'mended' })
  })
})
