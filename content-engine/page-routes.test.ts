import { describe, expect, it } from 'vitest'
import { loadContent, pageRoutes } from './load'
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
