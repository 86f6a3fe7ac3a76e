import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent, contentChanged, getContent, getPage } from './cache'
import { ContentError } from './issues'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const page = (title: string) =>
  `${HEADER(2)}\n${validMeta}\nblocks:\n  - type: hero\n    title: ${title}\n`
const heroTitle = (root: string, route: string) =>
  (getPage(route, root)!.blocks[0] as { title: string }).title

describe('content store', () => {
  it('finds pages by route, and reads again only the page file that changed', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home'),
      'content/pages/about.yaml': page('About us'),
    })
    expect(heroTitle(root, '/about')).toBe('About us')
    expect(getPage('/missing', root)).toBeUndefined()
    const home = getPage('/', root)

    writeFileSync(join(root, 'content/pages/about.yaml'), page('About the team'))
    expect(heroTitle(root, '/about')).toBe('About us')
    contentChanged(join(root, 'content/pages/about.yaml'), root)
    expect(heroTitle(root, '/about')).toBe('About the team')
    expect(getPage('/', root)).toBe(home)
  })

  it('reports a broken edit with every problem, and recovers once it is fixed', () => {
    const root = fixtureRoot({ 'content/pages/index.yaml': page('Home') })
    getContent(root)
    const file = join(root, 'content/pages/index.yaml')
    writeFileSync(file, page('Home').replace('title: Home', 'titel: Home'))
    contentChanged(file, root)
    expect(() => getContent(root)).toThrow(ContentError)
    writeFileSync(file, page('Welcome'))
    contentChanged(file, root)
    expect(heroTitle(root, '/')).toBe('Welcome')
  })

  it('loads everything again when a file other than a page changes', () => {
    const root = fixtureRoot({ 'content/pages/index.yaml': page('Home') })
    const before = getPage('/', root)
    contentChanged(join(root, 'content/site.yaml'), root)
    expect(getPage('/', root)).not.toBe(before)
    expect(heroTitle(root, '/')).toBe('Home')
  })

  it('validates the content of a build once: a second plugin copy gets the same pages', () => {
    const root = fixtureRoot({ 'content/pages/index.yaml': page('Home') })
    const first = buildContent(root).content!
    writeFileSync(join(root, 'content/pages/index.yaml'), page('Changed after validation'))
    expect(buildContent(root).content).toBe(first)
    expect(heroTitle(root, '/')).toBe('Home')
  })

  it('gives every problem to a build of broken content, and validates it again next time', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page('Home').replace('title: Home', 'titel: Home'),
    })
    expect(buildContent(root).issues).not.toHaveLength(0)
    writeFileSync(join(root, 'content/pages/index.yaml'), page('Fixed'))
    expect(buildContent(root).issues).toHaveLength(0)
  })
})
