import type { Random } from './seeded'

/**
 * Syllables of three letters. A city's name is three of the first list, a neighbourhood's first
 * word three of the second: the lists share no syllable, so no neighbourhood word is ever a
 * city's name, and neither is an English word the prose could hold.
 */
const CITY_SYLLABLES =
  'bar bel cor dan fen gar hol kin lor mar nor pel vos ros sal tor val wen yar zel bis cal dru mel tam vor ket lun'
const AREA_SYLLABLES =
  'dak mir sun fal bro ten gus lam pim rov sed tuv wyl zan hek jor qua bly cha gri vek ost nib rud som tey ulm yat'
const syllables = (list: string) => list.split(' ')
const [citySyllables, areaSyllables] = [syllables(CITY_SYLLABLES), syllables(AREA_SYLLABLES)]

/** The second word of a neighbourhood's name; none of them is a word of the prose. */
export const AREA_KINDS = [
  'Park',
  'Heights',
  'Hill',
  'Square',
  'Village',
  'Grove',
  'Terrace',
  'Point',
  'Gardens',
  'Landing',
  'Commons',
  'Row',
  'Green',
  'Acres',
  'Ridge',
  'Shore',
]

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1)
const word = (random: Random, list: string[]) =>
  capital(Array.from({ length: 3 }, () => random.pick(list)).join(''))

/** The largest count of cities the names allow (of 28³, so that the draws stay quick). */
export const MAX_CITIES = 10_000

/** `count` distinct one-word city names, e.g. Belcorwen. */
export function cityNames(random: Random, count: number): string[] {
  if (count > MAX_CITIES) throw new Error(`at most ${MAX_CITIES} cities, not ${count}`)
  const names = new Set<string>()
  while (names.size < count) names.add(word(random, citySyllables))
  return [...names]
}

/**
 * Neighbourhood names, each given to one city only (e.g. Dakmirsun Heights): `take(count)` gives
 * the next city's.
 */
export function neighbourhoodNames(random: Random) {
  const used = new Set<string>()
  return (count: number): string[] => {
    const names: string[] = []
    while (names.length < count) {
      const name = `${word(random, areaSyllables)} ${random.pick(AREA_KINDS)}`
      if (used.has(name)) continue
      used.add(name)
      names.push(name)
    }
    return names
  }
}
