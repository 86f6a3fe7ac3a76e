import { sortedJaccard } from './shingles'

/** A pair of sets `[i, j]`, `i < j`, with their Jaccard similarity. */
export type ScoredPair = [i: number, j: number, score: number]

/**
 * How many sets hold each value that more than one set holds, from one sort of all values: most
 * values of distinct pages are their own, and a hash table of them all would be large and slow.
 */
function sharedCounts(sets: Uint32Array[]): Map<number, number> {
  const all = new Uint32Array(sets.reduce((sum, set) => sum + set.length, 0))
  let at = 0
  for (const set of sets) all.set(set, (at += set.length) - set.length)
  all.sort()
  const counts = new Map<number, number>()
  for (let i = 1; i < all.length; i++)
    if (all[i] === all[i - 1]) counts.set(all[i]!, (counts.get(all[i]!) ?? 1) + 1)
  return counts
}

/**
 * The values of a set that may give it a partner: of its prefix (its `|set| - ceil(limit * |set|)
 * + 1` rarest values, rarest first, ties by value), those some other set holds too. Two sets whose
 * Jaccard similarity reaches `limit` share a value of their prefixes (the "all-pairs" prefix filter).
 */
function sharedPrefix(set: Uint32Array, counts: Map<number, number>, limit: number): number[] {
  const prefix = set.length - Math.ceil(limit * set.length) + 1
  const shared: number[] = []
  for (const value of set) if (counts.has(value)) shared.push(value)
  const unique = set.length - shared.length
  if (unique >= prefix) return []
  return shared.sort((a, b) => counts.get(a)! - counts.get(b)! || a - b).slice(0, prefix - unique)
}

/** The sets and pairs of the last search: the next one measures again only the sets that differ. */
let last: { sets: Uint32Array[]; limit: number; pairs: ScoredPair[] } | undefined

/** The pairs with `changed` of `sets`, the others' kept from `before`, measured one by one. */
function pairsAgain(sets: Uint32Array[], limit: number, before: ScoredPair[], changed: number[]) {
  const again = new Set(changed)
  const pairs = before.filter(([i, j]) => !again.has(i) && !again.has(j))
  let measured = 0
  for (const j of changed)
    sets.forEach((set, i) => {
      if (i === j || (again.has(i) && i > j)) return
      measured++
      const score = sortedJaccard(set, sets[j]!, limit)
      if (score >= limit) pairs.push([Math.min(i, j), Math.max(i, j), score])
    })
  return { pairs: pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]), measured }
}

/**
 * Every pair of sets (ascending arrays of distinct values) whose Jaccard similarity reaches
 * `limit`, with the exact similarity, in order of `i` then `j`; and how many pairs were measured.
 * Only pairs sharing a rare value are measured, so distinct sets cost about a look-up per value.
 * When all but a few sets are those of the last search that was to be remembered (the same
 * arrays), its pairs are kept and only the new sets are measured against every other.
 */
export function similarSets(sets: Uint32Array[], limit: number, remember = false) {
  const before = last?.limit === limit && last.sets.length === sets.length ? last : undefined
  const changed = before && sets.flatMap((set, i) => (set === before.sets[i] ? [] : [i]))
  const found =
    changed && changed.length * 100 <= sets.length
      ? pairsAgain(sets, limit, before.pairs, changed)
      : allSimilarSets(sets, limit)
  last = remember ? { sets, limit, pairs: found.pairs } : undefined
  return found
}

function allSimilarSets(sets: Uint32Array[], limit: number) {
  const counts = sharedCounts(sets)
  const holders = new Map<number, number[]>()
  const pairs: ScoredPair[] = []
  let measured = 0
  sets.forEach((set, j) => {
    const candidates = new Set<number>()
    for (const value of sharedPrefix(set, counts, limit)) {
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
