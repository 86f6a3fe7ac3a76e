import type { ContentIssue } from '../issues'
import { estimate, jaccard, shingleHashes, signature } from './minhash'
import { pageTexts } from './page-text'
import type { SourcedPage } from './place-pages'

/** Two pages sharing more than this share of their 5-word shingles are near-duplicates. */
export const NEAR_DUPLICATE_LIMIT = 0.5
export const SHINGLE_WORDS = 5
/** Pages shorter than this many shingles (a contact page, a stub) are not compared. */
const MIN_SHINGLES = 60
/** Pairs whose MinHash estimate is this far below the limit are still compared exactly. */
const MARGIN = 0.25
const BAND_ROWS = 3

export interface SimilarPair {
  a: SourcedPage
  b: SourcedPage
  score: number
}

/** The visible words of a page: head title and description, and every shown string of its blocks. */
function visibleWords(page: SourcedPage): string[] {
  const keys: string[] = []
  for (const piece of pageTexts(page))
    if (piece.visible) for (const key of piece.words.keys) keys.push(key)
  return keys
}

/**
 * Pages that may be near-duplicates: those whose MinHash signatures agree on all rows of at least
 * one band (42 bands of 3 rows). A pair at the limit (0.5) shares a band with probability 0.996,
 * a typical pair (0.1) with about 0.05, so the pages are never compared all against all.
 */
function candidatePairs(sigs: Int32Array[]): Set<number> {
  const pairs = new Set<number>()
  const rows = sigs[0]?.length ?? 0
  for (let band = 0; band + BAND_ROWS <= rows; band += BAND_ROWS) {
    const buckets = new Map<string, number[]>()
    sigs.forEach((sig, page) => {
      const key = sig.subarray(band, band + BAND_ROWS).join(',')
      const bucket = buckets.get(key)
      if (!bucket) return void buckets.set(key, [page])
      for (const other of bucket) pairs.add(other * sigs.length + page)
      bucket.push(page)
    })
  }
  return pairs
}

/**
 * Pairs of pages with their exact Jaccard similarity of 5-word shingles: the LSH candidates whose
 * signature estimate is within a margin of the limit, or, with `all`, every pair (for figures).
 */
export function similarPairs(pages: SourcedPage[], { all = false } = {}) {
  const measured = pages
    .map((page) => ({ page, hashes: shingleHashes(visibleWords(page), SHINGLE_WORDS) }))
    .filter(({ hashes }) => hashes.length >= MIN_SHINGLES)
  const sigs = measured.map(({ hashes }) => signature(hashes))
  // Sets only for the pages compared exactly.
  const sets = new Map<number, Set<number>>()
  const setOf = (i: number) => {
    let set = sets.get(i)
    if (!set) sets.set(i, (set = new Set(measured[i]!.hashes)))
    return set
  }
  const pairs: SimilarPair[] = []
  const n = measured.length
  const candidates = all
    ? Array.from({ length: n * n }, (_, k) => k).filter((k) => k % n > Math.floor(k / n))
    : [...candidatePairs(sigs)]
  for (const key of candidates) {
    const [i, j] = [Math.floor(key / n), key % n]
    if (!all && estimate(sigs[i]!, sigs[j]!) < NEAR_DUPLICATE_LIMIT - MARGIN) continue
    pairs.push({ a: measured[i]!.page, b: measured[j]!.page, score: jaccard(setOf(i), setOf(j)) })
  }
  return { pairs, candidates: candidates.length, pages: n }
}

export function duplicateIssues(pages: SourcedPage[]): ContentIssue[] {
  return similarPairs(pages)
    .pairs.filter((pair) => pair.score > NEAR_DUPLICATE_LIMIT)
    .flatMap(({ a, b, score }) =>
      [
        [a, b],
        [b, a],
      ].map(([page, other]) => ({
        file: page!.file,
        ...page!.source.position(['blocks'], true),
        where: '',
        message: `this page and ${other!.file} share ${Math.round(score * 100)}% of their 5-word phrases (Jaccard ${score.toFixed(2)}, the limit is ${NEAR_DUPLICATE_LIMIT}): search engines treat near-copies as one page; write this page's own text for ${page!.route}`,
      })),
    )
}
