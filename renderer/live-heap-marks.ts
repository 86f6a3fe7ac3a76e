import type { PrerenderContext } from 'vike/types'
import { getHeapStatistics } from 'node:v8'
import { collectGarbage } from '../lib/node/collect-garbage'
import { afterPages } from './prerender-output'

/** A page count, and the main thread's live heap once that many pages were written, in MB. */
export interface LiveHeapMark {
  pages: number
  mb: number
}

/** The line a mark prints, which the benchmark reads back. */
export const liveHeapLine = (pages: number, bytes: number) =>
  `live heap after ${pages} pages: ${(bytes / 2 ** 20).toFixed(1)} MB`

/** The marks a build prints, from BUILD_HEAP_MARKS (page counts, comma-separated). */
export function heapMarksOf(env: NodeJS.ProcessEnv = process.env): number[] {
  const asked = env.BUILD_HEAP_MARKS ?? ''
  const marks = asked.split(',').filter((mark) => mark.trim() !== '')
  const counts = marks.map(Number)
  if (counts.some((count) => !Number.isInteger(count) || count <= 0))
    throw new Error(`BUILD_HEAP_MARKS must list page counts such as 1000,20000, not "${asked}"`)
  return counts
}

/**
 * For the benchmark: once the prerender has written each count of pages in BUILD_HEAP_MARKS, the
 * main thread's live heap, after a full collection, on stderr. What a page leaves behind once it
 * is written shows as the growth from one mark to the next.
 */
export function printLiveHeapMarks(output: PrerenderContext['output']) {
  for (const pages of heapMarksOf())
    afterPages(output, pages, () => {
      collectGarbage()
      console.error(liveHeapLine(pages, getHeapStatistics().used_heap_size))
    })
}

/** The marks a build printed: each page count with the live heap then, in MB. */
export function liveHeapMarksIn(stderr: string): LiveHeapMark[] {
  const lines = stderr.matchAll(/^live heap after (\d+) pages: ([\d.]+) MB$/gm)
  return [...lines].map(([, pages, mb]) => ({ pages: Number(pages), mb: Number(mb) }))
}
