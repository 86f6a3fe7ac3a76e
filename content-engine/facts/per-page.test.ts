import { describe, expect, it } from 'vitest'
import { perDeclarations, perPage, perPlace, validatedOnce } from './per-page'
import type { YamlSource } from '../yaml-source'
import type { Place } from './places'
import type { SourcedPage } from './place-pages'

const place = (file: string, city: string) =>
  ({
    page: { file, route: `/${file}`, source: {} } as unknown as SourcedPage,
    kind: 'city',
    blockIndex: 0,
    city,
    region: `${city} region`,
    county: `${city} County`,
    state: 'Ohio',
    areaServed: [],
    neighbourhoods: [],
    allowed: {},
  }) as Place

describe('results kept per place page', () => {
  it('asks which pages a changed declaration affects only of pages with a result to reuse', () => {
    const asked: string[] = []
    const tracked = perPlace<string>((p, changed) => {
      asked.push(p.page.file)
      return p.city === 'Berea' && changed.some((other) => other.city === 'Dayton')
    })
    const [a, b, c] = [place('a', 'Akron'), place('b', 'Berea'), place('c', 'Canton')]
    const first = tracked([a, b, c])
    expect([a, b, c].map((p) => first(p, () => `${p.city} 1`))).toEqual([
      'Akron 1',
      'Berea 1',
      'Canton 1',
    ])
    expect(asked).toEqual([])

    // c is renamed Dayton (a new read of its file): a and b are asked, b is affected.
    const renamed = { ...place('c', 'Dayton'), page: { ...c.page, source: {} } } as Place
    const second = tracked([a, b, renamed])
    const results = [a, b, renamed].map((p) =>
      second(p, () => (p === b || p === renamed ? `${p.city} 2` : 'recomputed')),
    )
    expect(asked).toEqual(['a', 'b'])
    expect(results).toEqual(['Akron 1', 'Berea 2', 'Dayton 2'])
  })
})

describe('a result made from every declaration', () => {
  it('is made again only when a declaration changed, not when a file was only read again', () => {
    const made: string[][] = []
    const index = perDeclarations<string>()
    const compute = (declared: { city?: string }[]) => {
      made.push(declared.map((d) => d.city!))
      return `index ${made.length}`
    }
    const [a, b] = [place('a', 'Akron'), place('b', 'Berea')]
    expect(index([a, b], compute)).toBe('index 1')

    // b's file read again (a new source), declaring the same: the index is kept.
    const reread = { ...place('b', 'Berea'), page: { ...b.page, source: {} } } as Place
    expect(index([a, reread], compute)).toBe('index 1')

    // Then renamed: the index is made again, from the new declarations.
    const renamed = { ...place('b', 'Bexley'), page: { ...b.page, source: {} } } as Place
    expect(index([a, renamed], compute)).toBe('index 2')
    expect(made).toEqual([
      ['Akron', 'Berea'],
      ['Akron', 'Bexley'],
    ])
  })
})

describe('a validation that keeps nothing for the next (a build)', () => {
  it('computes each result, and leaves what the validation before kept as it was', () => {
    const tracked = perPlace<string>(() => false)
    const [a, b] = [place('a', 'Akron'), place('b', 'Berea')]
    const first = tracked([a, b])
    expect([a, b].map((p) => first(p, () => `${p.city} 1`))).toEqual(['Akron 1', 'Berea 1'])
    const once = validatedOnce(() => {
      const check = tracked([a, b])
      return [a, b].map((p) => check(p, () => `${p.city} once`))
    })
    expect(once).toEqual(['Akron once', 'Berea once'])
    const after = tracked([a, b])
    expect([a, b].map((p) => after(p, () => 'recomputed'))).toEqual(['Akron 1', 'Berea 1'])
  })

  it('makes a result from every declaration each time, keeping none of them', () => {
    let made = 0
    const index = perDeclarations<number>()
    const [a, b] = [place('a', 'Akron'), place('b', 'Berea')]
    expect(validatedOnce(() => [index([a, b], () => ++made), index([a, b], () => ++made)])).toEqual(
      [1, 2],
    )
    expect(index([a, b], () => ++made)).toBe(3)
    expect(index([a, b], () => ++made)).toBe(3)
  })

  it("keeps a page's result only where a check after the pass reads it", () => {
    const [source, context] = [{} as YamlSource, {}]
    const [kept, dropped] = [perPage<object>({ evenOnce: true }), perPage<object>()]
    const [inPass, inSearch] = validatedOnce(() => [
      [kept(source, context, () => ({})), dropped(source, context, () => ({}))],
      [kept(source, context, () => ({})), dropped(source, context, () => ({}))],
    ])
    expect(inSearch[0]).toBe(inPass[0])
    expect(inSearch[1]).not.toBe(inPass[1])
  })
})
