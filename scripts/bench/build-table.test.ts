import { describe, expect, it } from 'vitest'
import { ratioLines, tableLines, type Measured } from './build-table'

const measured = (cities: number, seconds: number, phases = {}): Measured => ({
  shape: 'real',
  cities,
  median: { seconds, pages: cities + 59, peakMb: 500, cpuSeconds: 12.34, phases },
  runs: [seconds],
})

describe('the benchmark table', () => {
  it('gives each phase and the checks per page, or a dash where the build printed none', () => {
    const phases = { 'read+validate': 0.5, 'fact checks': 0.559, render: 3.1, write: 0.8 }
    const [header, withPhases, without] = tableLines([
      measured(1000, 10.59, phases),
      measured(1000, 10.59),
    ])
    expect(header!.split(/ {2,}/).filter(Boolean)).toEqual([
      'shape',
      'cities',
      'pages',
      'wall s',
      'pages/s',
      'peak MB',
      'CPU s',
      'read+validate',
      'fact checks',
      'render',
      'write',
      'checks ms/page',
    ])
    const cells = (line: string) => line.trim().split(/ +/)
    expect(cells(withPhases!)).toEqual(
      'real 1000 1059 10.6 100 500 12.3 0.50 0.56 3.10 0.80 1.00'.split(' '),
    )
    expect(cells(without!)).toEqual('real 1000 1059 10.6 100 500 12.3 – – – – –'.split(' '))
  })

  it('gives how the wall time grows from the smallest count of each shape to the largest', () => {
    expect(ratioLines([measured(1000, 10), measured(5000, 45)])).toEqual([
      'real: 5000 ÷ 1000 cities, wall time 4.50 × (pages 4.78 ×)',
    ])
    expect(ratioLines([measured(1000, 10)])).toEqual([])
  })
})
