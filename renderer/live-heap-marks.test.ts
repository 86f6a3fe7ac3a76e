import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PrerenderContext } from 'vike/types'
import { heapMarksOf, liveHeapLine, liveHeapMarksIn, printLiveHeapMarks } from './live-heap-marks'

type Output = PrerenderContext['output']

const html = (n: number) => ({
  filePath: `dist/client/page-${n}/index.html`,
  fileType: 'HTML' as const,
  fileContent: '',
  pageContext: { urlOriginal: `/page-${n}`, pageId: '/pages/content', is404: false },
})

describe('live heap marks', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('are the page counts of BUILD_HEAP_MARKS, none when it is not set', () => {
    expect(heapMarksOf({ BUILD_HEAP_MARKS: '1000, 19958' })).toEqual([1000, 19958])
    expect(heapMarksOf({})).toEqual([])
    expect(() => heapMarksOf({ BUILD_HEAP_MARKS: '1000,all' })).toThrow(
      'BUILD_HEAP_MARKS must list page counts such as 1000,20000, not "1000,all"',
    )
  })

  it('are printed once that many pages are written, and read back by the benchmark', () => {
    vi.stubEnv('BUILD_HEAP_MARKS', '2,3')
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line))
    const output: Output = []
    printLiveHeapMarks(output)
    output.push(html(1))
    expect(printed).toEqual([])
    output.push(html(2))
    output.push(html(3))
    expect(printed).toHaveLength(2)
    const marks = liveHeapMarksIn(`vike says hello\n${printed.join('\n')}\nBuilt 3 pages`)
    expect(marks.map(({ pages }) => pages)).toEqual([2, 3])
    for (const { mb } of marks) expect(mb).toBeGreaterThan(1)
  })

  it('read back as written', () => {
    const stderr = [liveHeapLine(1000, 63.4 * 2 ** 20), liveHeapLine(19958, 70.25 * 2 ** 20)]
    expect(liveHeapMarksIn(stderr.join('\n'))).toEqual([
      { pages: 1000, mb: 63.4 },
      { pages: 19958, mb: 70.3 },
    ])
  })
})
