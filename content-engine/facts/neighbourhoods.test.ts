import { describe, expect, it } from 'vitest'
import { citiesByNeighbourhood, copiedLists } from './neighbourhoods'
import type { Place } from './places'

/** A city page declaring `neighbourhoods`, at /city-n. */
function city(n: number, neighbourhoods: string[]): Place {
  const page = {
    route: `/city-${n}`,
    file: `content/pages/city-${n}.yaml`,
    blocks: [{ type: 'city-landing' }],
    source: { position: () => ({ line: 1, col: 1 }) },
  }
  return {
    page: page as unknown as Place['page'],
    kind: 'city',
    blockIndex: 0,
    city: `City ${n}`,
    state: 'Ohio',
    areaServed: [],
    neighbourhoods,
    allowed: {},
  }
}

/** The cities listed by the copied-list problems of city 0. */
function copiedFrom(): string[] {
  const cities = [
    city(0, ['North', 'South', 'East', 'West']),
    city(1, ['South', 'East', 'Harbor', 'Mill']),
    city(2, ['North', 'West', 'Lake', 'Ridge']),
    // One shared name written twice is still one.
    city(3, ['West', 'Bay', 'Glen', 'West']),
    ...[4, 5, 6, 7, 8].map((n) => city(n, [`Park ${n}`])),
  ]
  return copiedLists(cities[0]!, citiesByNeighbourhood(cities)).map(
    (issue) => issue.message.match(/those of (\S+)/)![1]!,
  )
}

describe('copied neighbourhood lists', () => {
  it('reports the cities sharing half a list, in the order of the names they share first', () => {
    expect(copiedFrom()).toEqual(['/city-2', '/city-1'])
  })

  it('finds every copied list, as a comparison of each pair of lists would', () => {
    // 60 cities drawing 3 to 12 names from 25: many share a few names, some share half a list.
    let seed = 7
    const next = (n: number) => ((seed = (Math.imul(seed, 48271) + 11) >>> 0) >>> 8) % n
    const cities = Array.from({ length: 60 }, (_, n) =>
      city(
        n,
        Array.from({ length: 3 + next(10) }, () => `Name ${next(25)}`),
      ),
    )
    const shared = (a: string[], b: string[]) => new Set(a.filter((name) => b.includes(name))).size
    const expected = (place: Place) => {
      const met: Place[] = []
      for (const name of new Set(place.neighbourhoods))
        for (const other of cities)
          if (other !== place && other.neighbourhoods.includes(name) && !met.includes(other))
            met.push(other)
      return met
        .filter((other) => {
          const shorter = Math.min(place.neighbourhoods.length, other.neighbourhoods.length)
          return shared(place.neighbourhoods, other.neighbourhoods) >= shorter / 2
        })
        .map((other) => other.page.route)
    }
    const byName = citiesByNeighbourhood(cities)
    const found = cities.map((place) =>
      copiedLists(place, byName).map((issue) => issue.message.match(/those of (\S+)/)![1]!),
    )
    expect(found).toEqual(cities.map(expected))
    expect(found.flat().length).toBeGreaterThan(20)
  })
})
