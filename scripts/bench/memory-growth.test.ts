import { describe, expect, it } from 'vitest'
import { growthAbove, kbPerPageAdded } from './memory-growth'

const site = { pages: 58, peakMb: 346 }

describe('growthAbove', () => {
  it('gives an exponent of 1 when the memory added grows as the pages added', () => {
    const growth = growthAbove(site, { pages: 1058, peakMb: 446 }, { pages: 20058, peakMb: 2346 })
    expect(growth).toMatchObject({ fromPages: 1000, toPages: 20000, fromMb: 100, toMb: 2000 })
    expect(growth.pagesTimes).toBe(20)
    expect(growth.memoryTimes).toBe(20)
    expect(growth.exponent).toBeCloseTo(1, 10)
  })

  it('gives less than 1 when the memory added grows less than the pages added', () => {
    const growth = growthAbove(site, { pages: 1058, peakMb: 446 }, { pages: 20058, peakMb: 546 })
    expect(growth.memoryTimes).toBe(2)
    expect(growth.exponent).toBeCloseTo(Math.log(2) / Math.log(20), 10)
  })

  it('gives more than 1 when each page added costs more than the last', () => {
    const growth = growthAbove(site, { pages: 1058, peakMb: 356 }, { pages: 20058, peakMb: 746 })
    expect(growth.exponent).toBeGreaterThan(1)
  })
})

describe('kbPerPageAdded', () => {
  it('divides the memory added by the pages added, in KB', () => {
    expect(kbPerPageAdded(site, { pages: 1058, peakMb: 356 })).toBeCloseTo(10.24, 10)
  })
})
