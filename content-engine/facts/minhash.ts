import { wordHash } from './words'

const HASHES = 126

/** murmur3's 32-bit finaliser: a cheap, well-mixed hash of an integer. */
function mix(value: number): number {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** The distinct hashed `size`-word shingles of a sequence of words, in ascending order. */
export function shingleHashes(words: string[], size: number): Uint32Array {
  return distinctSorted(shingleRun(words.map(wordHash), size))
}

/**
 * The hashed `size`-word shingles of words given by their `wordHash`, in the words' order, repeats
 * kept: a MinHash signature needs no more, and only the few pages compared exactly are sorted.
 */
export function shingleRun(hashes: ArrayLike<number>, size: number): Uint32Array {
  const all = new Uint32Array(Math.max(0, hashes.length - size + 1))
  for (let i = 0; i < all.length; i++) {
    let h = 0
    for (let j = i; j < i + size; j++) h = (Math.imul(h, 0x01000193) + hashes[j]!) | 0
    all[i] = mix(h)
  }
  return all
}

/** The distinct values of `values`, in ascending order (sorted in place: `values` is used up). */
export function distinctSorted(values: Uint32Array): Uint32Array {
  values.sort()
  let distinct = 0
  for (let i = 0; i < values.length; i++)
    if (i === 0 || values[i] !== values[i - 1]) values[distinct++] = values[i]!
  return values.subarray(0, distinct)
}

/** Whether `values` holds at least `count` distinct values: read only as far as needed. */
export function hasDistinct(values: Uint32Array, count: number): boolean {
  if (values.length < count) return false
  // Open addressing in twice as many slots as values sought; 0 marks a free slot, so it is counted apart.
  const size = 1 << Math.ceil(Math.log2(2 * count))
  const seen = new Uint32Array(size)
  let zero = false
  let found = 0
  for (let i = 0; i < values.length && found < count; i++) {
    const value = values[i]!
    if (value === 0) {
      if (!zero) [zero, found] = [true, found + 1]
      continue
    }
    let slot = value & (size - 1)
    while (seen[slot] !== 0 && seen[slot] !== value) slot = (slot + 1) & (size - 1)
    if (seen[slot] === 0) [seen[slot], found] = [value, found + 1]
  }
  return found >= count
}

const EMPTY = 0x7fffffff

/**
 * A MinHash signature by one-permutation hashing: each shingle hash falls in one of 126 bins and
 * each bin keeps its least value; an empty bin borrows the next filled bin's value, shifted by the
 * distance (densification), so two signatures still agree on a bin with probability ≈ Jaccard.
 */
export function signature(set: ArrayLike<number>): Int32Array {
  const bins = new Int32Array(HASHES).fill(EMPTY)
  for (let i = 0; i < set.length; i++) {
    // h % 126 and h / 126 of the unsigned h = 2q + r in 32-bit integers: 2 (q % 63) + r, q / 63.
    const h = mix(set[i]!)
    const q = h >>> 1
    const bin = 2 * (q % 63) + (h & 1)
    const rest = (q / 63) | 0
    if (rest < bins[bin]!) bins[bin] = rest
  }
  const sig = bins.slice()
  for (let i = 0; i < HASHES; i++) {
    if (bins[i] !== EMPTY) continue
    for (let step = 1; step < HASHES; step++) {
      const from = bins[(i + step) % HASHES]!
      if (from === EMPTY) continue
      sig[i] = mix(from + step * 0x9e3779b1) | 0
      break
    }
  }
  return sig
}

/** The share of equal positions of two signatures: an estimate of the Jaccard similarity. */
export function estimate(a: Int32Array, b: Int32Array): number {
  let same = 0
  for (let i = 0; i < HASHES; i++) if (a[i] === b[i]) same++
  return same / HASHES
}

/** Whether `estimate(a, b) >= share`, giving up once too few positions are left to get there. */
export function estimateReaches(a: Int32Array, b: Int32Array, share: number): boolean {
  let same = 0
  for (let i = 0; i < HASHES; i++) {
    if (a[i] === b[i]) same++
    else if ((same + HASHES - 1 - i) / HASHES < share) return false
  }
  return same / HASHES >= share
}

const WORDS = Math.ceil(HASHES / 4)
/** Bytes of the last packed integer past the last position: zero, so equal, in every signature. */
const PADDING = WORDS * 4 - HASHES

/**
 * A first, cheaper look at many pairs of signatures: `(i, j, share)` is false only when
 * `estimateReaches(sigs[i], sigs[j], share)` is. It compares the low bytes of their positions, four
 * at a time (packed on first use, for one search only): equal positions have equal low bytes.
 */
export function reachBound(sigs: Int32Array[]) {
  const packed = new Int32Array(sigs.length * WORDS)
  const made = new Uint8Array(sigs.length)
  const pack = (page: number) => {
    const sig = sigs[page]!
    for (let i = 0; i < HASHES; i++)
      packed[page * WORDS + (i >> 2)]! |= (sig[i]! & 255) << ((i & 3) * 8)
    made[page] = 1
  }
  return (i: number, j: number, share: number): boolean => {
    if (!made[i]) pack(i)
    if (!made[j]) pack(j)
    let equalBytes = -PADDING
    for (let w = 0; w < WORDS; w++) {
      const differ = packed[i * WORDS + w]! ^ packed[j * WORDS + w]!
      // A byte of 0x80 where `differ` has a zero byte, then their count.
      const zero = ~(((differ & 0x7f7f7f7f) + 0x7f7f7f7f) | differ | 0x7f7f7f7f)
      equalBytes += Math.imul((zero >>> 7) & 0x01010101, 0x01010101) >>> 24
    }
    return equalBytes / HASHES >= share
  }
}

/** The Jaccard similarity of two ascending arrays of distinct values (as `shingleHashes` gives). */
export function sortedJaccard(a: Uint32Array, b: Uint32Array): number {
  let [i, j, both] = [0, 0, 0]
  while (i < a.length && j < b.length)
    if (a[i] === b[j]) [i, j, both] = [i + 1, j + 1, both + 1]
    else if (a[i]! < b[j]!) i++
    else j++
  const either = a.length + b.length - both
  return either === 0 ? 0 : both / either
}
