import { describe, expect, it } from 'vitest'
import type { PageContextServer as PageContext } from 'vike/types'
import { firstUrlOnly, releaseRendered, withCopiesForUrls } from './prerender-contexts'

/** A page context as vike makes it for a URL. */
const contextOf = (pageId: string, urlOriginal: string) =>
  ({
    pageId,
    urlOriginal,
    config: { prerender: { parallel: 8 }, clientRouting: false },
    exports: { Page: 'the page component' },
    routeParams: {},
  }) as unknown as PageContext

describe('page contexts for the content URLs', () => {
  const made = [contextOf('/pages/content', '/about'), contextOf('/pages/_error', '/404')]
  const urls = ['/about', '/chicago', '/blog/cash-home-buying-guide']
  const routeParamsOf = (url: string) => ({ '*': url.slice(1) })

  it('are asked of vike for the first URL only', () => {
    expect(firstUrlOnly(urls)).toEqual(['/about'])
    expect(firstUrlOnly([])).toEqual([])
  })

  it('are copies of the first URL’s, one per URL, each with its own URL and parameters', () => {
    const contexts = withCopiesForUrls(made, urls, routeParamsOf)
    expect(contexts.map((pageContext) => pageContext.urlOriginal)).toEqual(['/404', ...urls])
    expect(contexts.map((pageContext) => pageContext.pageId)).toEqual([
      '/pages/_error',
      '/pages/content',
      '/pages/content',
      '/pages/content',
    ])
    expect(contexts.at(-1)!.routeParams).toEqual({ '*': 'blog/cash-home-buying-guide' })
    expect(contexts[0]!.routeParams).toBe(made[1]!.routeParams)
    // What the page's files define is shared, not copied.
    for (const copy of contexts.slice(1)) expect(copy.config).toBe(made[0]!.config)
  })

  it('hold none of the page contexts vike made, which vike does not take back', () => {
    const contexts = withCopiesForUrls(made, urls, routeParamsOf)
    for (const pageContext of made) expect(contexts).not.toContain(pageContext)
    expect(withCopiesForUrls(made, [], routeParamsOf)).toEqual(
      made.map((pageContext) => ({ ...pageContext })),
    )
    expect(withCopiesForUrls(made, [], routeParamsOf)[0]).not.toBe(made[0])
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
