import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatIssue } from '../issues'
import { loadContent } from '../load'
import { similarPairs, NEAR_DUPLICATE_LIMIT } from './duplicates'
import { placeProblems, realPage, sourcedPages, tampaPage } from '../testing/fact-fixtures'
import { generateCitySite } from '../testing/city-pages/city-site'
import { shingleHashes, sortedJaccard } from './shingles'
import { similarSets } from './near-pairs'

describe('near-duplicate pages', () => {
  it('names both files and the score of two near-identical cities', () => {
    const clearwater = tampaPage
      .replaceAll('Tampa Bay', 'Pinellas')
      .replaceAll('Tampa', 'Clearwater')
      .replace('Hillsborough County', 'Pinellas County')
    const problems = placeProblems({ florida: realPage('florida'), tampa: tampaPage, clearwater })
    for (const [file, other, route] of [
      ['tampa', 'clearwater', '/tampa'],
      ['clearwater', 'tampa', '/clearwater'],
    ])
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^content/pages/${file}\\.yaml:2:1  this page and content/pages/${other}\\.yaml share \\d+% of their 5-word phrases \\(Jaccard 0\\.[5-9]\\d, the limit is 0\\.5\\): search engines treat near-copies as one page; write this page's own text for ${route}$`,
          ),
        ),
      )
  })

  it('keeps every pair of the real pages well under the limit', { timeout: 30_000 }, () => {
    const { pairs } = similarPairs(sourcedPages('.'), { all: true })
    expect(pairs.length).toBeGreaterThan(400)
    expect(Math.max(...pairs.map((pair) => pair.score))).toBeLessThan(NEAR_DUPLICATE_LIMIT)
  })

  it('finds exactly the pairs reaching a share that comparing every pair finds', () => {
    let seed = 3
    const next = (n: number) => ((seed = (Math.imul(seed, 48271) + 11) >>> 0) >>> 8) % n
    // 80 texts: the same 100 words, then one of 6 texts with 2 to 20% of its words replaced.
    const common = Array.from({ length: 100 }, (_, i) => `common${i}`)
    const originals = Array.from({ length: 6 }, (_, k) =>
      Array.from({ length: 300 }, (_, i) => `w${k}x${i}`),
    )
    const texts = Array.from({ length: 80 }, () => {
      const rate = [2, 5, 10, 20][next(4)]!
      const words = originals[next(6)]!.map((word) => (next(100) < rate ? `r${next(1e6)}` : word))
      return [...common, ...words]
    })
    const sets = texts.map((words) => shingleHashes(words, 5))
    for (const share of [0.2, 0.5, 0.8]) {
      const expected: [number, number, number][] = []
      sets.forEach((a, i) =>
        sets.slice(i + 1).forEach((b, k) => {
          const score = sortedJaccard(a, b)
          if (score >= share) expected.push([i, i + 1 + k, score])
        }),
      )
      const { pairs, measured } = similarSets(sets, share)
      expect(pairs).toEqual(expected)
      expect(expected.length).toBeGreaterThan(5)
      // Past half, the 100 words every text shares make no pair a candidate.
      if (share >= 0.5) expect(measured).toBeLessThan((80 * 79) / 2)
    }
  })

  it('hashes a text into its distinct shingles in ascending order', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i % 1700}`)
    const shingles = shingleHashes(words, 5)
    const expected = new Set<number>()
    for (let i = 0; i + 5 <= words.length; i++)
      expected.add(shingleHashes(words.slice(i, i + 5), 5)[0]!)
    expect([...shingles]).toEqual([...expected].sort((a, b) => a - b))
    expect(shingles.at(-1)).toBeGreaterThan(2 ** 31)
  })

  it('measures the Jaccard similarity of two sets of shingles', () => {
    const words = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `w${from + i}`)
    const a = shingleHashes(words(0, 1000), 5)
    const b = shingleHashes(words(400, 1400), 5)
    expect(sortedJaccard(a, b)).toBeCloseTo(600 / 1396, 2)
    expect(sortedJaccard(a, a)).toBe(1)
    expect(sortedJaccard(a, shingleHashes(words(2000, 3000), 5))).toBe(0)
  })

  it('finds nothing to report in 150 generated, distinct city pages, and a copy among them', () => {
    const root = generateCitySite(150)
    expect(loadContent(root).issues).toEqual([])
    const original = readFileSync(join(root, 'content/pages/city-7.yaml'), 'utf8')
    const city = original.match(/city: (.+)/)![1]!
    writeFileSync(join(root, 'content/pages/copy.yaml'), original.replaceAll(city, 'Copyville'))
    const problems = loadContent(root).issues.map(formatIssue)
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/copy\.yaml:\d+:\d+  this page and content\/pages\/city-7\.yaml share/,
      ),
    )
  }, 60_000)
})
