import { describe, expect, it } from 'vitest'
import { keptForRecent } from './kept-for-recent'

describe('keptForRecent', () => {
  it('makes a value again once more than `size` other keys were asked for since', () => {
    const made: number[] = []
    const boxOf = keptForRecent((key: number) => (made.push(key), { key }), 2)
    const one = boxOf(1)
    boxOf(2)
    expect(boxOf(1)).toBe(one)
    boxOf(3)
    boxOf(2)
    expect(made).toEqual([1, 2, 3, 2])
    expect(boxOf(1)).not.toBe(one)
    expect(boxOf(1)).toEqual(one)
    expect(made).toEqual([1, 2, 3, 2, 1])
  })
})
