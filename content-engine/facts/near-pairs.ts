import { sortedJaccard } from './shingles'

/** A pair of sets `[i, j]`, `i < j`, with their Jaccard similarity. */
export type ScoredPair = [i: number, j: number, score: number]

/** How often each value occurs across the sets. */
function counts(sets: Uint32Array[]): Map<number, number> {
  const count = new Map<number, number>()
  for (const set of sets) for (const value of set) count.set(value, (count.get(value) ?? 0) + 1)
  return count
}

/**
 * The values of a set that may give it a partner: of its prefix (its `|set| - ceil(limit * |set|)
 * + 1` rarest values, rarest first, ties by value), those some other set holds too. Two sets whose
 * Jaccard similarity reaches `limit` share a value of their prefixes (the "all-pairs" prefix filter).
 */
function sharedPrefix(set: Uint32Array, count: Map<number, number>, limit: number): number[] {
  const prefix = set.length - Math.ceil(limit * set.length) + 1
  const shared: number[] = []
  for (const value of set) if (count.get(value)! > 1) shared.push(value)
  const unique = set.length - shared.length
  if (unique >= prefix) return []
  // Ordered by (count, value) as one number: a count stays far below 2^21.
  const keys = Float64Array.from(shared, (value) => count.get(value)! * 2 ** 32 + value).sort()
  return Array.from(keys.subarray(0, prefix - unique), (key) => key % 2 ** 32)
}

/**
 * Every pair of sets (ascending arrays of distinct values) whose Jaccard similarity reaches
 * `limit`, with the exact similarity, in order of `i` then `j`; and how many pairs were measured.
 * Only pairs sharing a rare value are measured, so distinct sets cost about a look-up per value.
 */
export function similarSets(sets: Uint32Array[], limit: number) {
  const count = counts(sets)
  const holders = new Map<number, number[]>()
  const pairs: ScoredPair[] = []
  let measured = 0
  sets.forEach((set, j) => {
    const candidates = new Set<number>()
    for (const value of sharedPrefix(set, count, limit)) {
      const held = holders.get(value)
      if (held) for (const i of held) candidates.add(i)
      if (held) held.push(j)
      else holders.set(value, [j])
    }
    for (const i of candidates) {
      const [small, large] = [sets[i]!.length, set.length].sort((a, b) => a - b)
      if (small! < limit * large!) continue
      measured++
      const score = sortedJaccard(sets[i]!, set)
      if (score >= limit) pairs.push([i, j, score])
    }
  })
  pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1])
  return { pairs, measured }
}
