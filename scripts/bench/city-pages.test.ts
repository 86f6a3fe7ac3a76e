import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { generateCityPages, NAME_ENDINGS } from './city-pages'

/** How a generated name may end after its first word: " Falls", " Park"… */
const ENDINGS = [...NAME_ENDINGS].map((word) => ` ${word[0]!.toUpperCase()}${word.slice(1)}`)

describe('generateCityPages', () => {
  const pages = generateCityPages('content', 3000).map(({ file, text }) => {
    const { blocks } = parse(text) as { blocks: { city: string }[] }
    return { file, text, city: blocks[0]!.city }
  })
  const cities = new Set(pages.map(({ city }) => city))

  it('gives every page a city of its own, in a file of its own', () => {
    expect(cities.size).toBe(pages.length)
    expect(new Set(pages.map(({ file }) => file)).size).toBe(pages.length)
  })

  it('never writes, after a city, a word that would name another generated city', () => {
    // "Rosbelridge falls" names Rosbelridge Falls: the words of the prose are never an ending.
    const endingWords = new RegExp(`\\b(${[...NAME_ENDINGS].join('|')})\\b`)
    const written = pages.filter(({ text }) => endingWords.test(text))
    expect(written.map(({ file, text }) => `${file}: ${endingWords.exec(text)![0]}`)).toEqual([])
    // Cities named as another plus an ending are common at this size.
    expect(
      pages.filter((page) => ENDINGS.some((ending) => cities.has(page.city + ending))).length,
    ).toBeGreaterThan(100)
  })
})
