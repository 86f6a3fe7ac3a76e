import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from './build-content'
import { contentReady, getPage } from './cache'
import { loadContent } from './load'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'
import { placesRoot, realPage } from './facts/fixtures'

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
    const answers = buildContent(root)
    expect(buildContent(root)).toBe(answers)
    const first = await answers.content
    expect(first).toEqual({ content: loadContent(root).content, issues: [] })
    expect(answers.answered).toBe(first)
    expect(await answers.facts).toEqual([])
    expect(heroTitle(root, '/about')).toBe('About us')

    writeFileSync(join(root, 'content/pages/about.yaml'), page('Changed after validation'))
    expect((await buildContent(root).content).content).toBe(first.content)
    expect(heroTitle(root, '/about')).toBe('About us')
  })

  it('gives every problem of broken content, and no fact checks then', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home').replace('title: Home', 'titel: Home'),
    })
    const { content, issues } = await buildContent(root).content
    expect(content).toBeUndefined()
    expect(issues).toEqual(loadContent(root).issues)
    expect(issues).toContainEqual({
      file: 'content/pages/index.yaml',
      line: 8,
      col: 5,
      where: 'blocks[0] (hero)',
      message: 'unknown property "titel" (did you mean "title"?)',
    })
    expect(await buildContent(root).facts).toEqual([])
  })

  it('gives the content first, then the problems of the cross-page fact checks', async () => {
    const chicago = realPage('chicago')
    const tampa = chicago.replace('city: Chicago', 'city: Tampa')
    const root = placesRoot({ chicago, florida: realPage('florida'), tampa })
    const answers = buildContent(root)
    const { content, issues } = await answers.content
    expect(issues).toEqual([])
    expect(content?.pages.map((p) => p.route)).toContain('/tampa')
    const expected = loadContent(root).issues
    expect(expected.length).toBeGreaterThan(10)
    expect(await answers.facts).toEqual(expected)
  })

  it('has the pages wait for the content, and never for content with problems', async () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home'),
      'content/pages/about.yaml': page('About us'),
    })
    const answers = buildContent(root)
    await contentReady(root)
    expect(answers.answered?.content).toBeDefined()
    expect(heroTitle(root, '/about')).toBe('About us')

    const broken = fixtureRoot({
      'content/pages/index.yaml': page('Home').replace('title', 'titel'),
    })
    expect((await buildContent(broken).content).issues).not.toEqual([])
    const settled = await Promise.race([
      contentReady(broken).then(() => 'settled'),
      new Promise((resolve) => setTimeout(resolve, 200, 'still waiting')),
    ])
    expect(settled).toBe('still waiting')
  })

  it('fails with the worker’s error when the content cannot be read at all', async () => {
    const missing = join(fixtureRoot({}), 'no-such-folder')
    await expect(buildContent(missing).content).rejects.toThrow(/ENOENT.*site\.yaml/)
    await expect(buildContent(missing).facts).rejects.toThrow(/ENOENT.*site\.yaml/)
  })
})
