import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from './load'
import { loadContentInWorker } from './load-in-worker'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const page = (title: string) =>
  `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: ${title}\n`

describe('loadContentInWorker', () => {
  it('answers what loadContent answers in this thread: the pages, or every problem', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home'),
      'content/pages/about.yaml': page('About us'),
    })
    const inWorker = await loadContentInWorker(root)
    expect(inWorker.content?.pages.map((p) => p.route)).toEqual(['/about', '/'])
    expect(inWorker).toEqual({ content: loadContent(root).content, issues: [] })

    const broken = fixtureRoot({
      'content/pages/index.yaml': page('Home').replace('title', 'titel'),
    })
    const { content, issues } = await loadContentInWorker(broken)
    expect(content).toBeUndefined()
    expect(issues).toEqual(loadContent(broken).issues)
    expect(issues).not.toEqual([])
  })

  it('fails with the worker’s error when the content cannot be read at all', async () => {
    const missing = join(fixtureRoot({}), 'no-such-folder')
    await expect(loadContentInWorker(missing)).rejects.toThrow(/ENOENT.*site\.yaml/)
  })
})
