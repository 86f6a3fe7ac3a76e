import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from './build-content'
import { getPage } from './cache'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const page = (title: string) =>
  `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: ${title}\n`
const heroTitle = (root: string, route: string) =>
  (getPage(route, root)!.blocks[0] as { title: string }).title

describe('buildContent', () => {
  it('validates in a worker what loadContent validates here, once per build', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home'),
      'content/pages/about.yaml': page('About us'),
    })
    const [first, second] = await Promise.all([buildContent(root), buildContent(root)])
    expect(first).toEqual({ content: loadContent(root).content, issues: [] })
    expect(second.content).toBe(first.content)
    expect(heroTitle(root, '/about')).toBe('About us')

    writeFileSync(join(root, 'content/pages/about.yaml'), page('Changed after validation'))
    expect((await buildContent(root)).content).toBe(first.content)
    expect(heroTitle(root, '/about')).toBe('About us')
  })

  it('gives every problem of broken content, and validates it again next time', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home').replace('title: Home', 'titel: Home'),
    })
    const { content, issues } = await buildContent(root)
    expect(content).toBeUndefined()
    expect(issues).toEqual(loadContent(root).issues)
    expect(issues).toContainEqual({
      file: 'content/pages/index.yaml',
      line: 8,
      col: 5,
      where: 'blocks[0] (hero)',
      message: 'unknown property "titel" (did you mean "title"?)',
    })
    writeFileSync(join(root, 'content/pages/index.yaml'), page('Fixed'))
    expect((await buildContent(root)).issues).toEqual([])
    expect(heroTitle(root, '/')).toBe('Fixed')
  })

  it('fails with the worker’s error when the content cannot be read at all', async () => {
    const missing = join(fixtureRoot({}), 'no-such-folder')
    await expect(buildContent(missing)).rejects.toThrow(/ENOENT.*site\.yaml/)
  })
})
