import { sortedJaccard } from './shingles'

/** A pair of sets `[i, j]`, `i < j`, with their Jaccard similarity. */
export type ScoredPair = [i: number, j: number, score: number]

/**
 * Every value of the sets once, ascending, with how many sets hold it: one sort of all values
 * (a look-up is then a binary search, with no hash table of millions of entries).
 */
function valueCounts(sets: Uint32Array[]) {
  const all = new Uint32Array(sets.reduce((sum, set) => sum + set.length, 0))
  let at = 0
  for (const set of sets) all.set(set, (at += set.length) - set.length)
  all.sort()
  const values: number[] = []
  const counts: number[] = []
  for (let i = 0; i < all.length; i++)
    if (i > 0 && all[i] === all[i - 1]) counts[counts.length - 1]!++
    else {
      values.push(all[i]!)
      counts.push(1)
    }
  return { values: Uint32Array.from(values), counts: Int32Array.from(counts) }
}

/** The position of each value of `set` (ascending) among `values` (ascending, holding them all). */
function positionsOf(set: Uint32Array, values: Uint32Array): Int32Array {
  const positions = new Int32Array(set.length)
  let low = 0
  set.forEach((value, k) => {
    let high = values.length - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if (values[middle]! < value) low = middle + 1
      else high = middle
    }
    positions[k] = low
  })
  return positions
}

/**
 * The values of a set that may give it a partner, as positions among all values: of its prefix
 * (its `|set| - ceil(limit * |set|) + 1` rarest values, rarest first, ties by value), those some
 * other set holds too. Two sets whose Jaccard similarity reaches `limit` share a value of their
 * prefixes (the "all-pairs" prefix filter).
 */
function sharedPrefix(positions: Int32Array, counts: Int32Array, limit: number): number[] {
  const prefix = positions.length - Math.ceil(limit * positions.length) + 1
  const shared = positions.filter((position) => counts[position]! > 1)
  const unique = positions.length - shared.length
  if (unique >= prefix) return []
  // Ordered by (count, position) as one number: both stay far below 2^26.
  const keys = Float64Array.from(shared, (position) => counts[position]! * 2 ** 26 + position)
  return Array.from(keys.sort().subarray(0, prefix - unique), (key) => key % 2 ** 26)
}

/**
 * Every pair of sets (ascending arrays of distinct values) whose Jaccard similarity reaches
 * `limit`, with the exact similarity, in order of `i` then `j`; and how many pairs were measured.
 * Only pairs sharing a rare value are measured, so distinct sets cost about a look-up per value.
 */
export function similarSets(sets: Uint32Array[], limit: number) {
  const { values, counts } = valueCounts(sets)
  const holders: number[][] = []
  const pairs: ScoredPair[] = []
  let measured = 0
  sets.forEach((set, j) => {
    const candidates = new Set<number>()
    for (const position of sharedPrefix(positionsOf(set, values), counts, limit)) {
      const held = (holders[position] ??= [])
      for (const i of held) candidates.add(i)
      held.push(j)
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
