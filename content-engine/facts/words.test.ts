import { describe, expect, it } from 'vitest'
import { nameKey, wordsIn, writesKey } from './words'

const joined = (texts: string[], key: string) =>
  ` ${texts.map((text) => wordsIn(text).keys.join(' ')).join(' ')} `.includes(` ${key} `)

describe('words of a text', () => {
  it('keys each word in lower case without a possessive', () => {
    const words = wordsIn("Chicago's Lincoln Park, O'Hare")
    expect(words.keys).toEqual(['chicago', 'lincoln', 'park', "o'hare"])
    expect(words.starts).toEqual([0, 10, 18, 24])
    const accented = wordsIn('CHICAGO’S Zürich İstanbul’s ÉS’S s’s')
    expect(accented.keys).toEqual(['chicago', 'zürich', 'i̇stanbul', 'és', 's'])
    expect(accented.starts).toEqual([0, 10, 17, 28, 33])
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
    expect(words.keys).toEqual(names.map((name) => name.toLowerCase()))
    expect(words.ends.at(-1)).toBe(names.join(', ').length)
  })

  it('reads only its own text after a longer one', () => {
    expect(wordsIn(`${'Oakwood '.repeat(1000)}Elmwood`).keys).toHaveLength(1001)
    expect(wordsIn('Elm').keys).toEqual(['elm'])
    expect(wordsIn("Elm's").keys).toEqual(['elm'])
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
