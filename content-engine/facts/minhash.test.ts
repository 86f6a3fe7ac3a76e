import { describe, expect, it } from 'vitest'
import { estimateReaches, hasDistinct, reachBound } from './minhash'

/** Two 126-position signatures equal on the first `same` positions, differing by `step` after. */
function pair(same: number, step: number): [Int32Array, Int32Array] {
  const a = Int32Array.from({ length: 126 }, (_, i) => Math.imul(i + 1, 0x9e3779b1))
  const b = a.map((value, i) => (i < same ? value : value + step))
  return [a, b]
}

describe('reachBound', () => {
  const shares = [0.25, 0.5, 0.7, 1]
  it('rules a pair out exactly when the estimate falls short, if their differing positions differ in their low byte', () => {
    for (let same = 0; same <= 126; same++) {
      const [a, b] = pair(same, 1)
      const mayReach = reachBound([a, b])
      for (const share of shares) expect(mayReach(0, 1, share)).toBe(estimateReaches(a, b, share))
    }
  })

  it('never rules out a pair whose estimate reaches the share', () => {
    for (let same = 0; same <= 126; same++) {
      // Positions that differ only above their low byte look equal to the bound.
      const [a, b] = pair(same, 256)
      const mayReach = reachBound([b, a, b])
      for (const share of shares) {
        expect(mayReach(1, 2, share)).toBe(true)
        if (estimateReaches(a, b, share)) expect(mayReach(0, 1, share)).toBe(true)
      }
    }
  })
})

describe('hasDistinct', () => {
  it('tells whether an array holds at least so many distinct values, zero and repeats included', () => {
    let seed = 3
    const next = (n: number) => ((seed = (Math.imul(seed, 48271) + 11) >>> 0) >>> 8) % n
    for (let round = 0; round < 200; round++) {
      const spread = 1 + next(90)
      const values = Uint32Array.from({ length: next(150) }, () => next(spread) * 0x9e3779b1)
      const distinct = new Set(values).size
      for (const count of [1, 20, 60, distinct, distinct + 1])
        expect(hasDistinct(values, count)).toBe(distinct >= count)
    }
  })
})
