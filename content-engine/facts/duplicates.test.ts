import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { formatIssue } from '../issues'
import { loadContent } from '../load'
import { similarPairs, NEAR_DUPLICATE_LIMIT } from './duplicates'
import { placeProblems, realPage, sourcedPages, tampaPage } from './fixtures'
import { generateCitySite } from '../testing/city-pages/city-site'
import { estimate, shingleHashes, signature, sortedJaccard } from './minhash'
import { holdPages } from '../held-pages'
import { SpillFile } from '../../lib/node/spill-file'

const folder = mkdtempSync(join(tmpdir(), 'duplicates-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

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

  it('measures the same pairs with each page’s shingles set aside on disk', () => {
    const scores = ({ pairs }: ReturnType<typeof similarPairs>) =>
      pairs.map(({ a, b, score }) => [a.route, b.route, score])
    const held = sourcedPages('.').map(holdPages(SpillFile.create(folder)))
    const add = vi.spyOn(held[0]!.aside!, 'add')
    const onDisk = similarPairs(held, { all: true })
    expect(scores(onDisk)).toEqual(scores(similarPairs(sourcedPages('.'), { all: true })))
    // Each page's signature, and its shingles once as made and once sorted.
    expect(add).toHaveBeenCalledTimes(3 * onDisk.pages)
    // Read again once the shingles were sorted: the signatures are where they were.
    const near = similarPairs(held)
    expect(scores(near)).toEqual(scores(similarPairs(sourcedPages('.'))))
    expect(near.compared).toBeGreaterThan(0)
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

  it('estimates the Jaccard similarity from signatures within a few hundredths', () => {
    const words = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `w${from + i}`)
    const a = shingleHashes(words(0, 1000), 5)
    const b = shingleHashes(words(400, 1400), 5)
    expect(sortedJaccard(a, b)).toBeCloseTo(600 / 1396, 2)
    expect(sortedJaccard(a, a)).toBe(1)
    expect(sortedJaccard(a, shingleHashes(words(2000, 3000), 5))).toBe(0)
    expect(Math.abs(estimate(signature(a), signature(b)) - sortedJaccard(a, b))).toBeLessThan(0.12)
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
