import type { ContentIssue } from '../issues'
import { estimate, jaccard, shingles, signature } from './minhash'
import { pageTexts } from './page-text'
import type { SourcedPage } from './place-pages'

/** Two pages sharing more than this share of their 5-word shingles are near-duplicates. */
export const NEAR_DUPLICATE_LIMIT = 0.5
export const SHINGLE_WORDS = 5
/** Pages shorter than this many shingles (a contact page, a stub) are not compared. */
const MIN_SHINGLES = 60
/** Pairs whose MinHash estimate is this far below the limit are still compared exactly. */
const MARGIN = 0.15

export interface SimilarPair {
  a: SourcedPage
  b: SourcedPage
  score: number
}

/** The visible words of a page: head title and description, and every shown string of its blocks. */
const visibleWords = (page: SourcedPage) =>
  pageTexts(page)
    .filter((piece) => piece.visible)
    .flatMap((piece) => piece.words.map((word) => word.key))

/**
 * Every pair of pages is compared by MinHash signature; pairs that may be near the limit are
 * then measured exactly (Jaccard of 5-word shingles).
 */
export function similarPairs(pages: SourcedPage[], floor = NEAR_DUPLICATE_LIMIT - MARGIN) {
  const all = pages.map((page) => ({ page, set: shingles(visibleWords(page), SHINGLE_WORDS) }))
  const long = all.filter(({ set }) => set.size >= MIN_SHINGLES)
  pages = long.map(({ page }) => page)
  const sets = long.map(({ set }) => set)
  const sigs = sets.map(signature)
  const pairs: SimilarPair[] = []
  let compared = 0
  for (let i = 0; i < pages.length; i++)
    for (let j = i + 1; j < pages.length; j++) {
      compared++
      if (estimate(sigs[i]!, sigs[j]!) < floor) continue
      pairs.push({ a: pages[i]!, b: pages[j]!, score: jaccard(sets[i]!, sets[j]!) })
    }
  return { pairs, compared, sets }
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
