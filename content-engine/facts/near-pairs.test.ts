import { describe, expect, it } from 'vitest'
import { closePairs } from './near-pairs'

/** Deterministic signatures: `copies` of some earlier ones with a few rows changed. */
function signatures(count: number, seed: number): Int32Array[] {
  let state = seed
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) | 0)
  const sigs: Int32Array[] = []
  for (let i = 0; i < count; i++) {
    const sig = Int32Array.from({ length: 126 }, () => (next() >>> 0) % 7)
    if (i % 5 === 4) sig.set(sigs[i - 3]!.subarray(0, 100))
    sigs.push(sig)
  }
  return sigs
}

const near = (sigs: Int32Array[]) => (i: number, j: number) => {
  let same = 0
  for (let row = 0; row < 126; row++) if (sigs[i]![row] === sigs[j]![row]) same++
  return same >= 70
}

/** The pairs a search over all pages finds: every page is a new object, so nothing is reused. */
const fullSearch = (sigs: Int32Array[]) =>
  closePairs(
    sigs.map(() => ({})),
    sigs,
    near(sigs),
  ).close

/** Whether two signatures agree on all 3 rows of some band. */
function shareBand(a: Int32Array, b: Int32Array): boolean {
  for (let band = 0; band + 3 <= a.length; band += 3)
    if ([0, 1, 2].every((row) => a[band + row] === b[band + row])) return true
  return false
}

describe('near pairs', () => {
  it('finds every pair sharing a band that is kept, as comparing all pairs does', () => {
    const sigs = signatures(300, 3)
    for (const keep of [near(sigs), () => true]) {
      const expected: [number, number][] = []
      for (let i = 0; i < sigs.length; i++)
        for (let j = i + 1; j < sigs.length; j++)
          if (shareBand(sigs[i]!, sigs[j]!) && keep(i, j)) expected.push([i, j])
      expect(expected.length).toBeGreaterThan(20)
      const sources = sigs.map(() => ({}))
      expect(closePairs(sources, sigs, keep).close).toEqual(expected)
    }
  })
})

describe('near pairs after a change', () => {
  it('finds the same pairs as a full search when a few pages changed, and compares only those', () => {
    const sigs = signatures(200, 7)
    const sources = sigs.map(() => ({}))
    const first = closePairs(sources, sigs, near(sigs))

    // Page 10 becomes a copy of page 50, page 14 (a copy of page 11) is rewritten, page 199 goes.
    const changed = sigs.slice(0, 199)
    changed[10] = sigs[50]!.slice()
    changed[14] = signatures(1, 99)[0]!
    const after = sources.slice(0, 199)
    after[10] = {}
    after[14] = {}
    const second = closePairs(after, changed, near(changed))
    expect(first.close.length).toBeGreaterThan(20)
    expect(first.close).toEqual(fullSearch(sigs))
    expect(second.compared).toBeLessThan(2 * 199)
    expect(second.close).toContainEqual([10, 50])
    expect(second.close).not.toContainEqual([11, 14])
    expect(second.close).toEqual(fullSearch(changed))
  })
})
