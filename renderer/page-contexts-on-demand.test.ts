import { describe, expect, it } from 'vitest'
import { PageContextsOnDemand } from './page-contexts-on-demand'

interface Context {
  urlOriginal: string
  routeParams: Record<string, string>
  visited?: number[]
}

const URLS = Array.from({ length: 100 }, (_, i) => `/cities/city-${i}`)
const listed = (): Context[] => [{ urlOriginal: '/404', routeParams: {} }]
const onDemand = (urls: readonly string[] = URLS) =>
  new PageContextsOnDemand<Context>(listed(), {
    template: { urlOriginal: '/about', routeParams: {} },
    urls,
    routeParamsOf: (url) => ({ '*': url.slice(1) }),
  })

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('page contexts made as vike comes to them', () => {
  it('are an array that holds only those listed', () => {
    const contexts = onDemand()
    expect(contexts).toHaveLength(1)
    expect(Array.isArray(contexts)).toBe(true)
  })

  it('give each URL’s page context what every earlier forEach did to the others', async () => {
    const contexts = onDemand(URLS.slice(0, 3))
    contexts.forEach((pageContext, index) => (pageContext.visited = [index]))
    contexts.forEach((pageContext, index) => pageContext.visited?.push(index * 10))
    expect(contexts[0]!.visited).toEqual([0, 0])
    const seen: Context[] = []
    await Promise.all(contexts.map(async (pageContext) => void seen.push(pageContext)))
    expect(seen.map(({ urlOriginal, visited }) => [urlOriginal, visited])).toEqual([
      ['/404', [0, 0]],
      ['/cities/city-0', [1, 10]],
      ['/cities/city-1', [2, 20]],
      ['/cities/city-2', [3, 30]],
    ])
    expect(seen[3]!.routeParams).toEqual({ '*': 'cities/city-2' })
  })

  it('hold a few of them at a time, each URL’s made anew by each map', async () => {
    const contexts = onDemand()
    let inFlight = 0
    let most = 0
    const urls: string[] = []
    const task = async (pageContext: Context) => {
      most = Math.max(most, ++inFlight)
      await tick()
      urls.push(pageContext.urlOriginal)
      inFlight--
    }
    await Promise.all(contexts.map(task))
    expect(urls.toSorted()).toEqual(['/404', ...URLS].toSorted())
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(17)
    urls.length = 0
    await Promise.all(contexts.map(task))
    expect(urls).toHaveLength(101)
  })

  it('fail with the first task that fails, and make no page context after it', async () => {
    const contexts = onDemand()
    const made: string[] = []
    const run = Promise.all(
      contexts.map(async (pageContext) => {
        made.push(pageContext.urlOriginal)
        await tick()
        if (pageContext.urlOriginal === '/cities/city-3') throw new Error('city-3 failed')
      }),
    )
    await expect(run).rejects.toThrow('city-3 failed')
    await tick()
    expect(made.length).toBeLessThan(30)
  })

  it('want a promise of each task, which is how vike waits for them', async () => {
    const contexts = onDemand()
    const tasks: unknown[] = contexts.map(() => 'done')
    await expect(Promise.all(tasks)).rejects.toThrow('must give a promise')
  })

  it('cannot be read all at once, so that a vike that reads them otherwise stops the build', () => {
    const contexts = onDemand()
    expect(() => contexts.filter(() => true)).toThrow('cannot be read all at once (filter)')
    expect(() => contexts.find(() => true)).toThrow('(find)')
    expect(() => [...contexts]).toThrow('(Symbol(Symbol.iterator))')
    expect(() => contexts.slice(0)).toThrow('(slice)')
  })
})
