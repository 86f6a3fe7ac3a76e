import type { ContentIssue } from '../issues'
import {
  distinctSorted,
  estimateReaches,
  hasDistinct,
  reachBound,
  shingleRun,
  signature,
  sortedJaccard,
} from './minhash'
import { pageTexts, type LazyTexts } from './page-text'
import type { Aside, SourcedPage } from './place-pages'
import { perPage } from './per-page'
import { closePairs } from './near-pairs'
import { copyAmong } from './copy-of'
import { keptForRecent } from '../../lib/kept-for-recent'

/** Two pages sharing more than this share of their 5-word shingles are near-duplicates. */
export const NEAR_DUPLICATE_LIMIT = 0.5
export const SHINGLE_WORDS = 5
/** Pages shorter than this many shingles (a contact page, a stub) are not compared. */
const MIN_SHINGLES = 60
/** Pairs whose MinHash estimate is this far below the limit are still compared exactly. */
const MARGIN = 0.25
/** How many pages' distinct shingles stay at hand while the close pairs are measured. */
const RECENT_HASHES = 1024

export interface SimilarPair {
  a: SourcedPage
  b: SourcedPage
  score: number
}

/** The hashes of the visible words of a page: head title and description, every shown string of its blocks. */
function visibleWords(texts: LazyTexts): Int32Array {
  const shown = texts().filter((piece) => piece.visible)
  let count = 0
  for (const piece of shown) count += piece.words.count
  const hashes = new Int32Array(count)
  let at = 0
  for (const { words } of shown)
    for (let i = 0; i < words.count; i++) hashes[at++] = words.hashAt(i)
  return hashes
}

/**
 * A page's shingles: their MinHash signature, and their distinct hashes in order once asked for.
 * A build's pages read both back from disk each time they are asked for.
 */
interface Shingles {
  /** Whether the page has enough distinct shingles to be compared. */
  compared: boolean
  sig: () => Int32Array
  /** The distinct shingle hashes, ascending (sorted on first use: few pages are compared exactly). */
  hashes: () => Uint32Array
}

/** The shingles of a page too short to be compared: neither is ever asked for. */
const NOT_COMPARED: Shingles = {
  compared: false,
  sig: () => new Int32Array(),
  hashes: () => new Uint32Array(),
}

// Kept in a build too: the near-duplicate search reads what each page's pass made.
const perFile = perPage<Shingles>({ evenOnce: true })
const ALWAYS = {}

/**
 * A page's shingles, once per page file read (kept while the file is: about 4 KB a page, where its
 * texts take ten times that; in a build, set aside on disk with the page, signature included).
 */
export function shinglesOf(page: SourcedPage, texts: LazyTexts = () => pageTexts(page)) {
  return perFile(page.source, ALWAYS, () =>
    shinglesFrom(shingleRun(visibleWords(texts), SHINGLE_WORDS), page.aside),
  )
}

/** Made apart from `shinglesOf`: a closure made there would keep the page's texts alive. */
function shinglesFrom(run: Uint32Array, aside?: Aside): Shingles {
  if (!hasDistinct(run, MIN_SHINGLES)) return NOT_COMPARED
  const sig = signature(run)
  if (aside) return new ShinglesAside(aside, sig, run)
  let sorted: Uint32Array | undefined
  return { compared: true, sig: () => sig, hashes: () => (sorted ??= distinctSorted(run)) }
}

/**
 * A build's page's shingles, on disk: where its signature is, then its shingle hashes, which are
 * sorted on first use and set aside again sorted. Numbers only: no function of its own.
 */
class ShinglesAside implements Shingles {
  readonly #aside: Aside
  readonly #sig: { start: number; end: number }
  #hashesAt: number
  #hashesEnd: number
  #sorted = false

  constructor(aside: Aside, sig: Int32Array, run: Uint32Array) {
    this.#aside = aside
    this.#sig = aside.add(sig)
    ;({ start: this.#hashesAt, end: this.#hashesEnd } = aside.add(run))
  }

  get compared() {
    return true
  }

  sig() {
    return this.#aside.read(this.#sig.start, this.#sig.end) as Int32Array
  }

  hashes() {
    const read = this.#aside.read(this.#hashesAt, this.#hashesEnd) as Uint32Array
    if (this.#sorted) return read
    const sorted = distinctSorted(read)
    ;({ start: this.#hashesAt, end: this.#hashesEnd } = this.#aside.add(sorted))
    this.#sorted = true
    return sorted
  }
}

/**
 * The exact Jaccard similarity of two pages' shingles, kept while both are (dev: after an edit, the
 * pairs of unchanged pages are measured once).
 */
const scores = new WeakMap<Uint32Array, WeakMap<Uint32Array, number>>()
function jaccardOf(a: Uint32Array, b: Uint32Array): number {
  let withA = scores.get(a)
  if (!withA) scores.set(a, (withA = new WeakMap()))
  let score = withA.get(b)
  if (score === undefined) withA.set(b, (score = sortedJaccard(a, b)))
  return score
}

/**
 * Pairs of pages with their exact Jaccard similarity of 5-word shingles: the LSH candidates whose
 * signature estimate is within a margin of the limit, or, with `all`, every pair (for figures).
 * `compared`: how many signature estimates that took.
 */
export function similarPairs(pages: SourcedPage[], { all = false } = {}) {
  const measured = pages
    .map((page) => ({ page, shingles: shinglesOf(page) }))
    .filter(({ shingles }) => shingles.compared)
  const sigs = measured.map(({ shingles }) => shingles.sig())
  const pairs: SimilarPair[] = []
  const n = measured.length
  const mayReach = reachBound(sigs)
  const share = NEAR_DUPLICATE_LIMIT - MARGIN
  const near = (i: number, j: number) =>
    mayReach(i, j, share) && estimateReaches(sigs[i]!, sigs[j]!, share)
  const { close, compared } = all
    ? {
        close: measured.flatMap((_, i) =>
          measured.slice(i + 1).map((_, k) => [i, i + 1 + k] as const),
        ),
        compared: 0,
      }
    : closePairs(
        measured.map(({ page }) => page.source),
        sigs,
        near,
      )
  // The pages last measured keep their hashes at hand: a page set aside (a build's) reads them
  // from disk each time they are asked for, so its scores are not kept either.
  const hashesOf = keptForRecent((i: number) => measured[i]!.shingles.hashes(), RECENT_HASHES)
  const kept = !all && !measured[0]?.page.aside
  for (const [i, j] of close)
    pairs.push({
      a: measured[i]!.page,
      b: measured[j]!.page,
      score: (kept ? jaccardOf : sortedJaccard)(hashesOf(i), hashesOf(j)),
    })
  return { pairs, compared, pages: n }
}

/**
 * Each page of a near-duplicate pair, or only the copy when its text still names the original's
 * city (see `copyAmong`).
 */
export function duplicateIssues(pages: SourcedPage[]): ContentIssue[] {
  return similarPairs(pages)
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
