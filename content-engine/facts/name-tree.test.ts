import { describe, expect, it } from 'vitest'
import { NameTree } from './name-tree'
import { wordHash, wordsIn } from './words'

/** The key of the longest name of `tree` beginning at each word of `text`. */
function namesIn(text: string, keys: string[]): (string | undefined)[] {
  const tree = new NameTree(keys, (key) => key)
  const words = wordsIn(text)
  return Array.from({ length: words.count }, (_, i) => {
    let found: string | undefined
    for (let start = tree.next(0, words, i), n = 1; start; n++) {
      found = tree.value(start) ?? found
      start = i + n < words.count ? tree.next(start, words, i + n) : 0
    }
    return found
  })
}

describe('names matched word by word', () => {
  it('tells apart two words of the same hash', () => {
    expect(wordHash('yaczf')).toBe(wordHash('glbpp'))
    const keys = ['yaczf park', 'glbpp', 'glbpp street', 'yaczf']
    for (const order of [keys, keys.toReversed()])
      expect(namesIn('Glbpp Street and YACZF Park, Yaczf’s glbpp', order)).toEqual([
        'glbpp street',
        undefined,
        undefined,
        'yaczf park',
        undefined,
        'yaczf',
        'glbpp',
      ])
  })

  it('finds every name after a shared first word, however many follow it', () => {
    const after = ['glbpp', 'yaczf', 'port', 'haven', 'castle', 'glbpp street']
    for (let count = 1; count <= after.length; count++) {
      const keys = after.slice(0, count).map((rest) => `new ${rest}`)
      const text = keys.map((key) => key.replace(/\b\w/g, (c) => c.toUpperCase())).join(', ')
      const found = namesIn(`${text}, New Yorkshire`, [...keys, 'new'])
      expect(found.filter((key) => key && key !== 'new')).toEqual(keys)
      expect(found.at(-2)).toBe('new')
    }
  })

  it('finds each of many names as its table grows, and no start that is not a whole name', () => {
    const keys = Array.from({ length: 300 }, (_, n) =>
      n % 2 ? `town${n} county` : `north town${n}`,
    )
    const tree = new NameTree(keys, (key) => key)
    for (const key of keys) expect(tree.value(tree.find(key))).toBe(key)
    for (const key of ['north', 'town1', 'town1 county north', 'south town0'])
      expect(tree.find(key)).toBe(0)
    expect(namesIn('North Town298 and Town299 County, Town2 and North', keys)).toEqual([
      'north town298',
      undefined,
      undefined,
      'town299 county',
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('takes a word found in another tree at the same word as known, not another of its hash', () => {
    const glbpp = new NameTree(['glbpp'], (key) => key)
    const both = new NameTree(['glbpp', 'yaczf'], (key) => key)
    const words = wordsIn('Glbpp Yaczf')
    const at = (i: number) =>
      both.value(both.next(0, words, i, glbpp.word(glbpp.next(0, words, i))))
    expect([at(0), at(1)]).toEqual(['glbpp', 'yaczf'])
  })

  it('compares a written word with a key as its key would', () => {
    const words = wordsIn("Chicago's O'HARE Zürich İstanbul PARK'S parks")
    const keys = ['chicago', "o'hare", 'zürich', 'i\u0307stanbul', 'park', 'parks']
    keys.forEach((key, i) => {
      expect(words.keyAt(i)).toBe(key)
      for (const other of keys) expect(words.keyIs(i, other), `${i} ${other}`).toBe(other === key)
    })
    expect(words.keyIs(0, 'chicagp')).toBe(false)
  })
})
