import { wordHash } from './words'

/** murmur3's 32-bit finaliser: a cheap, well-mixed hash of an integer. */
function mix(value: number): number {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** The distinct hashed `size`-word shingles of a sequence of word hashes, in ascending order. */
export function shinglesOfHashes(hashes: ArrayLike<number>, size: number): Uint32Array {
  const all = new Uint32Array(Math.max(0, hashes.length - size + 1))
  for (let i = 0; i < all.length; i++) {
    let h = 0
    for (let j = i; j < i + size; j++) h = (Math.imul(h, 0x01000193) + hashes[j]!) | 0
    all[i] = mix(h)
  }
  all.sort()
  let distinct = 0
  for (let i = 0; i < all.length; i++)
    if (i === 0 || all[i] !== all[i - 1]) all[distinct++] = all[i]!
  return all.slice(0, distinct)
}

/** The distinct hashed `size`-word shingles of a sequence of words, in ascending order. */
export const shingleHashes = (words: string[], size: number) =>
  shinglesOfHashes(words.map(wordHash), size)

/** Jaccard similarity of two ascending sets of distinct values; when under `limit`, maybe less. */
export function sortedJaccard(a: Uint32Array, b: Uint32Array, limit = 0): number {
  const needed = (limit * (a.length + b.length)) / (1 + limit) - 1
  let [i, j, both] = [0, 0, 0]
  while (i < a.length && j < b.length && both + Math.min(a.length - i, b.length - j) >= needed)
    if (a[i] === b[j]) [i, j, both] = [i + 1, j + 1, both + 1]
    else if (a[i]! < b[j]!) i++
    else j++
  const either = a.length + b.length - both
  return either === 0 ? 0 : both / either
}
