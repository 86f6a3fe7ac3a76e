import { describe, expect, it } from 'vitest'
import { listContent, loadContent, pageRoutes } from './load'
import { pageNameIssues } from './page-routes'
import { HEADER, fixtureRoot, validMeta } from './fixtures/fixture-root'

const page = (depth = 2) =>
  `${HEADER(depth)}\n${validMeta}\nblocks:\n  - type: hero\n    title: Welcome home\n`

describe('page routes', () => {
  it('maps file paths to routes, from the names alone as from the loaded pages', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page(),
      'content/pages/services/index.yaml': page(3),
      'content/pages/services/cash-purchase.yaml': page(3),
    })
    const routes = ['/', '/services/cash-purchase', '/services']
    expect(loadContent(root).content!.pages.map((p) => p.route)).toEqual(routes)
    expect(pageRoutes(root)).toEqual(routes)
  })

  it('gives each route once from the file names alone, broken or doubled files included', () => {
    const root = fixtureRoot({
      'content/pages/index.yaml': page(),
      'content/pages/about.yaml': 'meta: [unclosed\n',
      'content/pages/about/index.yaml': page(3),
      'content/pages/notes.txt': 'not a page',
    })
    expect(pageRoutes(root)).toEqual(['/about', '/'])
  })
})

describe('page file names', () => {
  const files = (...names: string[]) => names.map((name) => `content/pages/${name}`)
  const messages = (...names: string[]) =>
    pageNameIssues(files(...names)).map((issue) => `${issue.file}: ${issue.message}`)

  it('accepts the names the site uses: index files, folders, a printable .html page', () => {
    const real = listContent(process.cwd()).pageNames
    expect(real).toContain('blog/index.yaml')
    expect(pageNameIssues(files(...real))).toEqual([])
    expect(
      messages('index.yaml', 'services/index.yaml', 'blog/a-post.yaml', 'resources/list.html.yaml'),
    ).toEqual([])
  })

  it('names the address a bad file name makes, and the name to give the file', () => {
    expect(messages('Miami.yaml', 'about copy.yaml', 'Blog/Cañon City.yaml', '東京.yaml')).toEqual([
      'content/pages/Miami.yaml: the file name makes the address "/Miami"; page addresses use lowercase letters, digits and hyphens: rename it to miami.yaml',
      'content/pages/about copy.yaml: the file name makes the address "/about copy"; page addresses use lowercase letters, digits and hyphens: rename it to about-copy.yaml',
      'content/pages/Blog/Cañon City.yaml: the file name makes the address "/Blog/Cañon City"; page addresses use lowercase letters, digits and hyphens: rename it to blog/canon-city.yaml',
      'content/pages/東京.yaml: the file name makes the address "/東京"; page addresses use lowercase letters, digits and hyphens: rename it',
    ])
  })

  it('reports each of two files whose addresses differ only in case', () => {
    const clashes = messages('Miami.yaml', 'miami.yaml', 'about.yaml', 'about/index.yaml').filter(
      (message) => message.includes('only in case'),
    )
    expect(clashes).toEqual([
      'content/pages/Miami.yaml: the address "/Miami" differs from "/miami" (content/pages/miami.yaml) only in case: on macOS and Windows the two files are one; merge them or rename one',
      'content/pages/miami.yaml: the address "/miami" differs from "/Miami" (content/pages/Miami.yaml) only in case: on macOS and Windows the two files are one; merge them or rename one',
    ])
  })

  it('reports issues at the start of the file', () => {
    expect(pageNameIssues(files('Miami.yaml'))[0]).toMatchObject({ line: 1, col: 1, where: '' })
  })
})
