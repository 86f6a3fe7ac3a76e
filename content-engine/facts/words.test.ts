import { describe, expect, it } from 'vitest'
import { keysOf, nameKey, wordHash, wordsIn, writesKey, type Words } from './words'

const hashesOf = (words: Words) => words.keys.map(wordHash)
const joined = (texts: string[], key: string) =>
  ` ${texts.map((text) => keysOf(wordsIn(text)).join(' ')).join(' ')} `.includes(` ${key} `)

describe('words of a text', () => {
  it('hashes each word as its key', () => {
    const words = wordsIn("Chicago's Lincoln Park, O'Hare")
    const [keys, hashes] = [keysOf(words), hashesOf(words)]
    expect(keys).toEqual(['chicago', 'lincoln', 'park', "o'hare"])
    expect(hashes).toEqual(keys.map(wordHash))
    const accented = wordsIn('CHICAGO’S Zürich İstanbul’s ÉS’S s’s')
    expect(keysOf(accented)).toEqual(['chicago', 'zürich', 'i̇stanbul', 'és', 's'])
    expect(hashesOf(accented)).toEqual(keysOf(accented).map(wordHash))
  })

  it('keys a name as its words joined', () => {
    expect(nameKey("  Chicago's O'HARE,  Lincoln-Park ")).toBe("chicago o'hare lincoln park")
    expect(nameKey('İzmir\u2019s Bay')).toBe('i\u0307zmir bay')
    expect(nameKey('—')).toBe('')
    expect(
      ['Cook County', 'Cook  County', ' Cook', 'Cook ', 'Zürich Ost', 'I-95'].map(nameKey),
    ).toEqual(['cook county', 'cook county', 'cook', 'cook', 'zürich ost', 'i 95'])
  })

  it('reads a long text to its last word', () => {
    const names = Array.from({ length: 30_000 }, (_, i) => `Street${i}`)
    const words = wordsIn(names.join(', '))
    expect(keysOf(words)).toEqual(names.map((name) => name.toLowerCase()))
    expect(hashesOf(words)).toEqual(keysOf(words).map(wordHash))
    expect(words.ends.at(-1)).toBe(names.join(', ').length)
  })

  it('reads only its own text after a longer one', () => {
    expect(keysOf(wordsIn(`${'Oakwood '.repeat(1000)}Elmwood`))).toHaveLength(1001)
    expect(keysOf(wordsIn('Elm'))).toEqual(['elm'])
    expect(keysOf(wordsIn("Elm's"))).toEqual(['elm'])
  })

  it('tells whether a text holds a digit', () => {
    const texts = ['99% success rate', 'no figure', 'O’Hare, 9th', '']
    expect(texts.map((text) => wordsIn(text).hasDigit)).toEqual([true, false, true, false])
  })

  it('finds a name written across texts as the joined texts do', () => {
    const cases: [string[], string][] = [
      [['Homes in Lincoln', 'Park and more'], 'lincoln park'],
      [['Homes in Lincoln', '', 'Park and more'], 'lincoln park'],
      [['Homes in Lincoln Parkway'], 'lincoln park'],
      [["We serve Chicago's north side"], 'chicago s'],
      [['Cook County'], nameKey('Cook County').replace(/ county$/, '')],
      [['', 'a'], ''],
      [['a b'], ''],
      [[], 'park'],
    ]
    for (const [texts, key] of cases)
      expect(writesKey(texts.map(wordsIn), key), `${key} in ${texts.join('|')}`).toBe(
        joined(texts, key),
      )
    expect(writesKey([wordsIn('Homes in Lincoln'), wordsIn('Park')], 'lincoln park')).toBe(true)
    expect(writesKey([wordsIn('Lincoln'), wordsIn(''), wordsIn('Park')], 'lincoln park')).toBe(
      false,
    )
  })
})
