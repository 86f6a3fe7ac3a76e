import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentChanged, getContent, getPage } from './cache'
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

  it('serves a page file added or removed since, and keeps the others', () => {
    const root = fixtureRoot({ 'content/pages/index.yaml': page('Home') })
    const home = getPage('/', root)
    const added = join(root, 'content/pages/about.yaml')
    writeFileSync(added, page('About us'))
    contentChanged(added, root)
    expect(heroTitle(root, '/about')).toBe('About us')
    expect(getPage('/', root)).toBe(home)

    writeFileSync(join(root, 'content/pages/index.yaml'), page('Welcome'))
    contentChanged(join(root, 'content/pages/index.yaml'), root)
    expect(heroTitle(root, '/')).toBe('Welcome')
    expect(heroTitle(root, '/about')).toBe('About us')

    rmSync(added)
    contentChanged(added, root)
    expect(getPage('/about', root)).toBeUndefined()
    expect(heroTitle(root, '/')).toBe('Welcome')
  })

  it('checks the images again when public/ changes, without reading the pages again', () => {
    const withImage = `${page('Home')}    image: { src: /images/porch.svg, alt: A porch }\n`
    const root = fixtureRoot({
      'content/pages/index.yaml': withImage,
      'content/pages/about.yaml': page('About us'),
    })
    expect(() => getContent(root)).toThrow('image "/images/porch.svg" is not a file in public/')
    const about = getPage('/about', root)

    const image = join(root, 'public/images/porch.svg')
    mkdirSync(dirname(image))
    writeFileSync(image, '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>')
    contentChanged(image, root)
    expect(getPage('/', root)!.blocks[0]).toMatchObject({ image: { src: '/images/porch.svg' } })
    expect(getPage('/about', root)).toBe(about)

    writeFileSync(image, 'not an image')
    contentChanged(image, root)
    expect(() => getContent(root)).toThrow('cannot be read as an image')
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

  it('loads everything again when a file of another kind changes', () => {
    const root = fixtureRoot({ 'content/pages/index.yaml': page('Home') })
    const before = getPage('/', root)
    contentChanged(join(root, 'content/notes.md'), root)
    expect(getPage('/', root)).not.toBe(before)
    expect(heroTitle(root, '/')).toBe('Home')
  })

  it('reads site.yaml again on its own, and fills the pages again only when a placeholder changes', () => {
    const root = fixtureRoot({ 'content/pages/index.yaml': page('Call {phone} today') })
    const siteFile = join(root, 'content/site.yaml')
    const site = readFileSync(siteFile, 'utf8')
    const before = getPage('/', root)
    writeFileSync(siteFile, `${site}\n# an edit no page reads\n`)
    contentChanged(siteFile, root)
    expect(getPage('/', root)).toBe(before)

    const phone = "display: (555) 010-0199, e164: '+15550100199'"
    writeFileSync(siteFile, site.replace("display: (800) 555-0100, e164: '+18005550100'", phone))
    contentChanged(siteFile, root)
    expect(heroTitle(root, '/')).toBe('Call (555) 010-0199 today')
    expect(getContent(root).site.phone.display).toBe('(555) 010-0199')
  })
})
