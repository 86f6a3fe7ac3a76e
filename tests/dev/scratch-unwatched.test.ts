import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyOfContent } from '../support/dev-server'
import { SCRATCH } from '../../scripts/dev/unwatched-scratch'

describe('npm run dev', () => {
  const content = copyOfContent()
  mkdirSync(SCRATCH, { recursive: true })
  const scratch = resolve(mkdtempSync(join(SCRATCH, 'watch-')))
  const contentRootBefore = process.env.CONTENT_ROOT
  afterAll(() => {
    if (contentRootBefore === undefined) delete process.env.CONTENT_ROOT
    else process.env.CONTENT_ROOT = contentRootBefore
    rmSync(content, { recursive: true, force: true })
    rmSync(scratch, { recursive: true, force: true })
  })

  it('watches the content and the code, not the builds in the scratch folder', async () => {
    mkdirSync(join(scratch, 'client/chicago'), { recursive: true })
    writeFileSync(join(scratch, 'client/chicago/index.html'), '<p>A built page</p>')
    process.env.CONTENT_ROOT = content
    const { dev } = await import('vike/api')
    const { viteServer } = await dev({
      viteConfig: { logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } },
      startupLog: false,
    })
    try {
      // The server has loaded the pages once it answers one (closing it earlier interrupts that).
      const url = viteServer.resolvedUrls!.local[0]!
      expect((await fetch(new URL('/chicago', url))).status).toBe(200)
      // The watcher reads the folders it was given in the background: here, until it has read
      // the content's pages and the scratch folder (whose entries it then knows).
      const pages = join(content, 'content/pages')
      const scratchFolder = resolve(SCRATCH)
      const read = () => {
        const watched = viteServer.watcher.getWatched()
        return watched[pages] && watched[scratchFolder] ? watched : undefined
      }
      await expect.poll(() => read() !== undefined, { timeout: 30_000, interval: 50 }).toBe(true)
      const watched = read()!
      expect(Object.keys(watched)).toContain(resolve('blocks/hero'))
      expect(watched[scratchFolder]).not.toContain(basename(scratch))
      expect(Object.keys(watched).filter((dir) => dir.startsWith(scratch))).toEqual([])
    } finally {
      await viteServer.close()
    }
  })
})
