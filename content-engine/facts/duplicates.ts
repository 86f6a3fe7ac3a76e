import type { ContentIssue } from '../issues'
import { pageTexts, type TextPiece } from './page-text'
import type { SourcedPage } from './place-pages'
import { copyAmong } from './copy-of'
import { shinglesOfHashes, sortedJaccard } from './shingles'
import { similarSets } from './near-pairs'
import { wordHash } from './words'

/** Two pages sharing more than this share of their 5-word shingles are near-duplicates. */
export const NEAR_DUPLICATE_LIMIT = 0.5
export const SHINGLE_WORDS = 5
/** Pages shorter than this many shingles (a contact page, a stub) are not compared. */
const MIN_SHINGLES = 60

/**
 * The distinct 5-word shingles of a page's visible words (head title and description, every shown
 * string of its blocks), ascending.
 */
export function shinglesOf(texts: TextPiece[]): Uint32Array {
  const hashes: number[] = []
  for (const { visible, words } of texts)
    if (visible) for (const key of words.keys) hashes.push(wordHash(key))
  return shinglesOfHashes(hashes, SHINGLE_WORDS)
}

/**
 * Pairs of pages with the exact Jaccard similarity of their 5-word shingles: those reaching the
 * limit, or, with `all`, every pair (for figures). `shingles`: each page's, when already made;
 * `remember`: keep the pairs for the next search (see `similarSets`).
 */
export function similarPairs(
  pages: SourcedPage[],
  {
    all = false,
    shingles = pages.map((page) => shinglesOf(pageTexts(page))),
    remember = false,
  } = {},
) {
  const measured = pages.flatMap((page, i) =>
    shingles[i]!.length >= MIN_SHINGLES ? [{ page, shingles: shingles[i]! }] : [],
  )
  const sets = measured.map((entry) => entry.shingles)
  const found = all
    ? {
        pairs: sets.flatMap((a, i) =>
          sets.slice(i + 1).map((b, k) => [i, i + 1 + k, sortedJaccard(a, b)] as const),
        ),
        measured: 0,
      }
    : similarSets(sets, NEAR_DUPLICATE_LIMIT, remember)
  const pairs = found.pairs.map(([i, j, score]) => ({
    a: measured[i]!.page,
    b: measured[j]!.page,
    score,
  }))
  return { pairs, compared: found.measured, pages: measured.length }
}

/**
 * Each page of a near-duplicate pair, or only the copy when its text still names the original's
 * city (see `copyAmong`).
 */
export function duplicateIssues(
  pages: SourcedPage[],
  shingles?: Uint32Array[],
  remember = false,
): ContentIssue[] {
  return similarPairs(pages, { shingles, remember })
    .pairs.filter((pair) => pair.score > NEAR_DUPLICATE_LIMIT)
    .flatMap(({ a, b, score }) => {
      const copy = copyAmong(a, b)
      const bothWays: [SourcedPage, SourcedPage][] = [
        [a, b],
        [b, a],
      ]
      return bothWays
        .filter(([page]) => !copy || page === copy)
        .map(([page, other]) => ({
          file: page.file,
          ...page.source.position(['blocks'], true),
          where: '',
          message: `this page and ${other.file} share ${Math.round(score * 100)}% of their 5-word phrases (Jaccard ${score.toFixed(2)}, the limit is ${NEAR_DUPLICATE_LIMIT}): search engines treat near-copies as one page; write this page's own text for ${page.route}`,
        }))
    })
}
