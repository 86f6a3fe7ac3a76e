import { describe, expect, it } from 'vitest'
import { IntList } from './int-list'

describe('IntList', () => {
  it('keeps every number pushed, in order, as it grows', () => {
    const list = new IntList(2)
    const values = Array.from({ length: 1000 }, (_, i) => (i * 2654435761) | 0)
    values.forEach((value, i) => expect(list.push(value)).toBe(i))
    expect(list.length).toBe(1000)
    expect(values.map((_, i) => list.at(i))).toEqual(values)
  })
})
