const HASHES = 126

/** murmur3's 32-bit finaliser: a cheap, well-mixed hash of an integer. */
function mix(value: number): number {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

function hashWord(word: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** The set of hashed `size`-word shingles of a sequence of words. */
export function shingles(words: string[], size: number): Set<number> {
  const hashes = words.map(hashWord)
  const out = new Set<number>()
  for (let i = 0; i + size <= hashes.length; i++) {
    let h = 0
    for (let j = i; j < i + size; j++) h = mix(Math.imul(h, 31) + hashes[j]!)
    out.add(h)
  }
  return out
}

// Hash function i is x → a[i]·x + b[i] (mod 2^32) with odd a[i], its high bits folded in; kept
// as signed 32-bit integers (the least value under any fixed order is a MinHash).
const A = Int32Array.from({ length: HASHES }, (_, i) => mix(2 * i + 1) | 1)
const B = Int32Array.from({ length: HASHES }, (_, i) => mix(2 * i + 2))

/** A MinHash signature: for each of 126 hash functions, the least hash over the set. */
export function signature(set: Set<number>): Int32Array {
  const sig = new Int32Array(HASHES).fill(0x7fffffff)
  for (const value of set) {
    const x = value | 0
    for (let i = 0; i < HASHES; i++) {
      let h = (Math.imul(x, A[i]!) + B[i]!) | 0
      h ^= h >>> 15
      if (h < sig[i]!) sig[i] = h
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

export function jaccard(a: Set<number>, b: Set<number>): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a]
  let both = 0
  for (const value of small) if (large.has(value)) both++
  const either = a.size + b.size - both
  return either === 0 ? 0 : both / either
}
