import type { ContentIssue } from '../issues'
import { estimateReaches, jaccard, shingleHashes, signature } from './minhash'
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
 * a pair of pages with the same template sharing 15 % of their phrases (as the site's city pages
 * do) with about 0.13. Each candidate's signature estimate is compared as it is met, so only the
 * pairs within the margin of the limit are kept (in the order first met), not every candidate.
 */
function closePairs(sigs: Int32Array[], keep: (i: number, j: number) => boolean) {
  const close = new Set<number>()
  let compared = 0
  const rows = sigs[0]?.length ?? 0
  for (let band = 0; band + BAND_ROWS <= rows; band += BAND_ROWS) {
    const buckets = new Map<string, number[]>()
    sigs.forEach((sig, page) => {
      const key = sig.subarray(band, band + BAND_ROWS).join(',')
      const bucket = buckets.get(key)
      if (!bucket) return void buckets.set(key, [page])
      for (const other of bucket) {
        const pair = other * sigs.length + page
        if (close.has(pair)) continue
        compared++
        if (keep(other, page)) close.add(pair)
      }
      bucket.push(page)
    })
  }
  return { close: [...close], compared }
}

/**
 * Pairs of pages with their exact Jaccard similarity of 5-word shingles: the LSH candidates whose
 * signature estimate is within a margin of the limit, or, with `all`, every pair (for figures).
 * `compared`: how many signature estimates that took.
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
  const near = (i: number, j: number) =>
    estimateReaches(sigs[i]!, sigs[j]!, NEAR_DUPLICATE_LIMIT - MARGIN)
  const { close, compared } = all
    ? {
        close: Array.from({ length: n * n }, (_, k) => k).filter((k) => k % n > Math.floor(k / n)),
        compared: 0,
      }
    : closePairs(sigs, near)
  for (const key of close) {
    const [i, j] = [Math.floor(key / n), key % n]
    pairs.push({ a: measured[i]!.page, b: measured[j]!.page, score: jaccard(setOf(i), setOf(j)) })
  }
  return { pairs, compared, pages: n }
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
