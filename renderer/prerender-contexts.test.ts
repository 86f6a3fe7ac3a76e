import { describe, expect, it } from 'vitest'
import type { PageContextServer as PageContext } from 'vike/types'
import { releaseRendered, shareWhatPageFilesDefine } from './prerender-contexts'

/** A page context as vike makes it for a URL: its own copy of what the page's files define. */
function contextOf(pageId: string, urlOriginal: string) {
  const config = { prerender: { parallel: 8 }, clientRouting: false }
  const exports = { Page: 'the page component' }
  const exportsAll = { Page: [{ exportValue: exports.Page }] }
  const pageContext = {
    pageId,
    urlOriginal,
    config,
    configEntries: { clientRouting: [{ configValue: false }] },
    exports,
    exportsAll,
    from: { configsStandard: {} },
    source: {},
    sources: {},
    routeParams: {},
  }
  Object.defineProperty(pageContext, 'pageExports', {
    get: () => exportsAll,
    enumerable: false,
    configurable: true,
  })
  return pageContext as unknown as PageContext
}

describe('page contexts of one page', () => {
  it('share the first URL’s copy of what the page files define, page by page', () => {
    const [chicago, miami, notFound, houston] = [
      contextOf('/pages/content', '/chicago'),
      contextOf('/pages/content', '/miami'),
      contextOf('/pages/_error', '/404'),
      contextOf('/pages/content', '/houston'),
    ]
    const notFoundConfig = notFound.config
    const share = shareWhatPageFilesDefine()
    for (const pageContext of [chicago, miami, notFound, houston]) share(pageContext)
    for (const key of ['config', 'configEntries', 'exports', 'exportsAll', 'from', 'sources'])
      for (const other of [miami, houston])
        expect(other[key as keyof PageContext]).toBe(chicago[key as keyof PageContext])
    // vike's getter of the former name still reads the URL's own object: it holds the shared entries.
    const ownExportsAll = Object.getOwnPropertyDescriptor(miami, 'pageExports')!.get!.call(miami)
    expect(ownExportsAll).not.toBe(chicago.exportsAll)
    expect(ownExportsAll.Page).toBe(chicago.exportsAll.Page)
    expect(notFound.config).toBe(notFoundConfig)
    expect(notFound.config).not.toBe(chicago.config)
    expect(miami.urlOriginal).toBe('/miami')
    expect(miami.routeParams).not.toBe(chicago.routeParams)
  })
})

describe('a prerendered page’s context', () => {
  it('keeps what vike reads once the page is written, and nothing of its render', () => {
    const pageContext = {
      ...contextOf('/pages/content', '/chicago'),
      is404: false,
      _providedByHook: { hookName: 'onBeforePrerenderStart' },
      _isOriginalObject: true,
      _prerenderResult: { filePath: 'dist/client/chicago/index.html', fileContent: '' },
      contentPage: { page: { route: '/chicago' } },
      _pageAssets: [{ src: '/assets/entry.js' }],
    }
    Object.defineProperty(pageContext, 'isPageContext', { value: true, configurable: false })
    releaseRendered(pageContext)
    expect(Object.getOwnPropertyNames(pageContext).sort()).toEqual([
      '_isOriginalObject',
      '_prerenderResult',
      '_providedByHook',
      'is404',
      'isPageContext',
      'pageId',
      'urlOriginal',
    ])
    expect(pageContext).toMatchObject({ urlOriginal: '/chicago', pageId: '/pages/content' })
  })
})
