import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SiteFileCache } from './site-file'

const folder = mkdtempSync(join(tmpdir(), 'site-file-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('SiteFileCache', () => {
  it('counts a file edited in place once, at its current size', async () => {
    const cache = new SiteFileCache()
    const page = join(folder, 'index.html')
    const other = join(folder, 'other.html')
    writeFileSync(other, 'x'.repeat(50))
    await cache.load(other)
    for (const [size, second] of [
      [100, 1],
      [300, 2],
      [200, 3],
    ] as const) {
      writeFileSync(page, 'a'.repeat(size))
      utimesSync(page, second, second)
      const file = await cache.load(page)
      expect(file?.body.length).toBe(size)
      expect(cache.cachedBytes).toBe(50 + size)
    }
  })
})
