import { describe, expect, it } from 'vitest'
import { NameNumbers } from './name-numbers'
import { wordHash } from './words'

describe('NameNumbers', () => {
  it('numbers each distinct text in the order first met, through the growth of its table', () => {
    const numbers = new NameNumbers()
    const names = Array.from({ length: 500 }, (_, i) => `Name ${i}`)
    names.forEach((name, i) => expect(numbers.numberOf(name, true)).toBe(i))
    names.forEach((name, i) => expect(numbers.numberOf(name)).toBe(i))
    expect(numbers.count).toBe(500)
    expect([numbers.numberOf('name 1'), numbers.numberOf('Nowhere')]).toEqual([-1, -1])
  })

  it('tells apart two texts of the same first hash', () => {
    expect(wordHash('yaczf')).toBe(wordHash('glbpp'))
    const numbers = new NameNumbers()
    expect([numbers.numberOf('yaczf', true), numbers.numberOf('glbpp', true)]).toEqual([0, 1])
    expect(numbers.numberOf('glbpp')).toBe(1)
  })
})
