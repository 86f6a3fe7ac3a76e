import type { Shape } from '../../content-engine/testing/city-pages/shapes'
import { PHASES, type BuildRun } from './timed-build'

/** The builds of one shape and size: the median by wall time, and every build's seconds. */
export interface Measured {
  shape: Shape | 'site alone'
  /** Generated city pages (0 for the site alone). */
  cities: number
  median: BuildRun
  runs: number[]
}

const COLUMNS = [
  ['shape', 11],
  ['cities', 7],
  ['pages', 7],
  ['wall s', 8],
  ['pages/s', 8],
  ['peak MB', 8],
  ['CPU s', 7],
  ...PHASES.map((phase) => [phase, phase.length + 2] as const),
  ['checks ms/page', 15],
] as const

const cell = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits)

function row(cells: string[]): string {
  return cells.map((text, i) => text.padStart(COLUMNS[i]![1])).join(' ')
}

/**
 * One line per build: its shape, the generated cities, the pages built (the site's own too), wall
 * seconds, pages per second, peak memory of the process tree, CPU seconds, each phase's seconds,
 * and reading, validating and fact-checking together per page.
 */
export function tableLines(rows: Measured[]): string[] {
  const lines = [row(COLUMNS.map(([name]) => name))]
  for (const { shape, cities, median, runs } of rows) {
    const { phases, pages, seconds } = median
    const checks = (phases['read+validate'] ?? NaN) + (phases['fact checks'] ?? NaN)
    const each = runs.length > 1 ? `  (${runs.map((s) => s.toFixed(1)).join(', ')})` : ''
    lines.push(
      row([
        shape,
        String(cities),
        cell(pages, 0),
        cell(seconds, 1),
        cell(pages / seconds, 0),
        cell(median.peakMb, 0),
        cell(median.cpuSeconds, 1),
        ...PHASES.map((phase) => cell(phases[phase], 2)),
        cell((checks * 1000) / pages, 2),
      ]) + each,
    )
  }
  return lines
}

/** Per shape, the wall time of its largest size over its smallest ("5000 ÷ 1000: 4.8 ×"). */
export function ratioLines(rows: Measured[]): string[] {
  const shapes = [...new Set(rows.map((measured) => measured.shape))]
  return shapes.flatMap((shape) => {
    const sizes = rows
      .filter((measured) => measured.shape === shape)
      .toSorted((a, b) => a.cities - b.cities)
    const [small, large] = [sizes[0]!, sizes.at(-1)!]
    if (small === large) return []
    const times = large.median.seconds / small.median.seconds
    return [
      `${shape}: ${large.cities} ÷ ${small.cities} cities, wall time ${times.toFixed(2)} × (pages ${(large.median.pages / small.median.pages).toFixed(2)} ×)`,
    ]
  })
}
