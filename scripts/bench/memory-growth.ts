import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { prepareScaleRoot, removeScaleRoot } from './scale-root'
import { GNU_TIME, timedBuild, type BuildRun } from './timed-build'

/** The builds of one size: its page count, the medians of their time and peak memory (MB). */
interface Size {
  pages: number
  seconds: number
  peakMb: number
  /** Every build's peak memory, in MB. */
  peaks: number[]
  /** The main thread's live heap at some page counts (the largest size only). */
  liveHeap: BuildRun['liveHeap']
}

/** The median (the lower one of an even count). */
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!

/** Where the main thread's live heap is measured: early in the prerender, and near its end. */
const heapMarksFor = (pages: number) => [1000, pages - 100]

/**
 * `vike build` of the site plus `count` generated city pages, `builds` times, into new folders;
 * with `heapMarks`, one build more that gives the main thread's live heap at `heapMarksFor`.
 */
function buildsOfSize(count: number, builds: number, sitePages: number, heapMarks = false): Size {
  const root = prepareScaleRoot(count)
  const pages = sitePages + count
  try {
    const runs = Array.from({ length: builds }, (_, i) =>
      timedBuild({ CONTENT_ROOT: root, BUILD_OUT_DIR: join(root, `dist-${i}`) }),
    )
    const peaks = runs.map((run) => run.peakMb ?? 0)
    const seconds = median(runs.map((run) => run.seconds))
    const liveHeap = heapMarks
      ? timedBuild({
          CONTENT_ROOT: root,
          BUILD_OUT_DIR: join(root, 'dist-marks'),
          BUILD_HEAP_MARKS: heapMarksFor(pages).join(','),
        }).liveHeap
      : []
    return { pages, seconds, peakMb: median(peaks), peaks, liveHeap }
  } finally {
    removeScaleRoot(root)
  }
}

/** The main thread's live heap from one mark to the next, and what each page written added. */
function printLiveHeap({ pages, liveHeap }: Size) {
  const [first, last] = liveHeap
  if (!first || !last) return
  const perPage = ((last.mb - first.mb) * 2 ** 20) / (last.pages - first.pages)
  console.log(
    `Main thread's live heap in the prerender of ${pages} pages (after a full collection): ` +
      `${first.mb.toFixed(1)} MB after ${first.pages} pages, ${last.mb.toFixed(1)} MB after ` +
      `${last.pages}: ${perPage.toFixed(0)} bytes for each page written`,
  )
}

type Measured = Pick<Size, 'pages' | 'peakMb'>

/** Peak memory for each page added from one size to the next, in KB. */
export const kbPerPageAdded = (from: Measured, to: Measured) =>
  ((to.peakMb - from.peakMb) * 1024) / (to.pages - from.pages)

/**
 * How the peak memory the generated pages add (above the site's own build) grows with their
 * count, from the smallest size to the largest: `exponent` is 1 for memory that grows linearly,
 * less for memory that grows less than linearly (pages × 20, memory × 20^exponent).
 */
export function growthAbove(site: Measured, smallest: Measured, largest: Measured) {
  const [fromPages, toPages] = [smallest.pages - site.pages, largest.pages - site.pages]
  const [fromMb, toMb] = [smallest.peakMb - site.peakMb, largest.peakMb - site.peakMb]
  const [pagesTimes, memoryTimes] = [toPages / fromPages, toMb / fromMb]
  return {
    fromPages,
    toPages,
    fromMb,
    toMb,
    pagesTimes,
    memoryTimes,
    exponent: Math.log(memoryTimes) / Math.log(pagesTimes),
  }
}

function printGrowth(sizes: Measured[]) {
  if (sizes.length < 3) return
  const growth = growthAbove(sizes[0]!, sizes[1]!, sizes.at(-1)!)
  if (!(growth.fromMb > 0 && growth.toMb > 0)) return
  console.log(
    `Peak memory above the site's own build: ${growth.fromMb.toFixed(0)} MB with ` +
      `${growth.fromPages} pages added, ${growth.toMb.toFixed(0)} MB with ${growth.toPages}: ` +
      `${growth.pagesTimes.toFixed(1)} times the pages, ${growth.memoryTimes.toFixed(1)} times the ` +
      `memory (it grows as pages^${growth.exponent.toFixed(2)}; linear growth is pages^1)`,
  )
}

const WIDTHS = [7, 9, 9, 10, 16, 0]
const row = (...cells: string[]) =>
  console.log(cells.map((cell, i) => cell.padStart(WIDTHS[i]!)).join(''))

/**
 * How a build's peak memory grows with its pages: the site alone, then the site plus each count
 * of generated city pages. Memory that grows less than linearly keeps less for each page added as
 * the site grows, so the "KB/page added" column falls from row to row.
 */
export function printMemoryGrowth(counts: number[], builds: number, sitePages: number) {
  if (!existsSync(GNU_TIME)) {
    console.log(`\nPeak memory by size: needs ${GNU_TIME} (Debian's time package) to measure it`)
    return
  }
  const each = builds === 1 ? 'one build' : `medians of ${builds} builds`
  console.log(`\nPeak memory by size (${each}, each into a new folder):`)
  row('pages', 'build s', 'pages/s', 'peak MB', 'KB/page added', "  (each build's peak MB)")
  const largest = Math.max(...counts)
  const sizes = [0, ...counts].map((count) =>
    buildsOfSize(count, builds, sitePages, count === largest),
  )
  sizes.forEach((size, i) =>
    row(
      String(size.pages),
      size.seconds.toFixed(1),
      (size.pages / size.seconds).toFixed(0),
      size.peakMb.toFixed(0),
      i ? kbPerPageAdded(sizes[i - 1]!, size).toFixed(0) : '',
      `  (${size.peaks.map((mb) => mb.toFixed(0)).join(', ')})`,
    ),
  )
  printGrowth(sizes)
  printLiveHeap(sizes.at(-1)!)
}
