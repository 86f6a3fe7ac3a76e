import { describe, expect, it } from 'vitest'
import type { PageContextServer as PageContext } from 'vike/types'
import { firstUrlOnly, keptAfterRender, withCopiesForUrls } from './prerender-contexts'

/** A page context as vike makes it for a URL. */
const contextOf = (pageId: string, urlOriginal: string) =>
  ({
    pageId,
    urlOriginal,
    config: { prerender: { parallel: 8 }, clientRouting: false },
    exports: { Page: 'the page component' },
    routeParams: {},
  }) as unknown as PageContext

/** Every page context of the list, in the order vike's tasks get them, as vike's `map` does. */
async function contextsOf(list: PageContext[]): Promise<PageContext[]> {
  const seen: PageContext[] = []
  await Promise.all(list.map(async (pageContext) => void seen.push(pageContext)))
  return seen
}

describe('page contexts for the content URLs', () => {
  const made = [contextOf('/pages/content', '/about'), contextOf('/pages/_error', '/404')]
  const urls = ['/about', '/chicago', '/blog/cash-home-buying-guide']
  const routeParamsOf = (url: string) => ({ '*': url.slice(1) })

  it('are asked of vike for the first URL only', () => {
    expect(firstUrlOnly(urls)).toEqual(['/about'])
    expect(firstUrlOnly([])).toEqual([])
  })

  it('are copies of the first URL’s, one per URL, each with its own URL and parameters', async () => {
    const contexts = await contextsOf(withCopiesForUrls(made, urls, routeParamsOf))
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

  it('hold none of the page contexts vike made, which vike does not take back', async () => {
    const contexts = await contextsOf(withCopiesForUrls(made, urls, routeParamsOf))
    for (const pageContext of made) expect(contexts).not.toContain(pageContext)
    const noUrls = await contextsOf(withCopiesForUrls(made, [], routeParamsOf))
    expect(noUrls).toEqual(made.map((pageContext) => ({ ...pageContext })))
    expect(noUrls[0]).not.toBe(made[0])
  })
})

describe('what the output keeps of a prerendered page’s context', () => {
  const rendered = () => {
    const pageContext = {
      ...contextOf('/pages/content', '/chicago'),
      is404: false,
      _providedByHook: { hookName: 'onBeforePrerenderStart' },
      _prerenderResult: { filePath: 'dist/client/chicago/index.html', fileContent: '<html>' },
      contentPage: { page: { route: '/chicago' } },
      _pageAssets: [{ src: '/assets/entry.js' }],
    }
    Object.defineProperty(pageContext, '_isOriginalObject', { value: true, enumerable: false })
    return pageContext
  }

  it('is what vike reads once the page is written, and nothing of its render or its HTML', () => {
    const kept = keptAfterRender(rendered())
    expect(Object.getOwnPropertyNames(kept).sort()).toEqual([
      '_isOriginalObject',
      '_prerenderResult',
      '_providedByHook',
      'is404',
      'pageId',
      'urlOriginal',
    ])
    expect(kept).toEqual({
      urlOriginal: '/chicago',
      pageId: '/pages/content',
      is404: false,
      _providedByHook: { hookName: 'onBeforePrerenderStart' },
      _prerenderResult: { filePath: 'dist/client/chicago/index.html', fileContent: '' },
    })
    expect(Object.keys(kept)).not.toContain('_isOriginalObject')
  })

  it('is a new object: the page context, which vike lets go of, keeps its own', () => {
    const pageContext = rendered()
    expect(keptAfterRender(pageContext)).not.toBe(pageContext)
    expect(pageContext._prerenderResult.fileContent).toBe('<html>')
    expect(pageContext.contentPage.page.route).toBe('/chicago')
  })
})
