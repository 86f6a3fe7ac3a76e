/**
 * A word: Latin letters (accented ones included) and digits, with one inner apostrophe followed by
 * letters ("O'Hare", "Chicago's"): the site is written in English.
 */
const WORD = /[a-z0-9\u00c0-\u024f]+(?:['\u2019][a-z\u00c0-\u024f]+)?/giu
const POSSESSIVE = /['\u2019]s$/

/** A capital letter (Latin, accented ones included) as a character code. */
export const isCapital = (c: number) => (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde)

/** FNV-1a of a word's key, as a signed 32-bit integer: shingles and name look-ups compare these. */
export function wordHash(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193)
  return h | 0
}

/** The key of a word as written: in lower case, without a possessive 's. */
const keyOf = (word: string) => word.toLowerCase().replace(POSSESSIVE, '')

/**
 * The words of a text: for the i-th word, `keyAt(i)` its key (compared in lower case without a
 * possessive 's), `hashAt(i)` the key's `wordHash`, `startAt(i)` and `endAt(i)` its character range.
 */
export class Words {
  readonly keys: string[] = []
  readonly hashes: number[] = []
  readonly starts: number[] = []
  readonly ends: number[] = []
  /** Whether the text holds a digit (0-9). */
  readonly hasDigit: boolean

  constructor(text: string) {
    for (const match of text.matchAll(WORD)) {
      const key = keyOf(match[0])
      this.keys.push(key)
      this.hashes.push(wordHash(key))
      this.starts.push(match.index)
      this.ends.push(match.index + match[0].length)
    }
    this.hasDigit = /[0-9]/.test(text)
  }

  get count(): number {
    return this.keys.length
  }

  hashAt = (i: number) => this.hashes[i]!
  startAt = (i: number) => this.starts[i]!
  endAt = (i: number) => this.ends[i]!
  keyAt = (i: number) => this.keys[i]!
}

export const wordsIn = (text: string) => new Words(text)

/** Every key of `words`, in order. */
export const keysOf = (words: Words): string[] => words.keys

/** The lookup key of a name: its words in lower case, joined by single spaces. */
export const nameKey = (name: string): string => wordsIn(name).keys.join(' ')

/** The keys of runs of words read as one text, each key between spaces: a run without words parts its neighbours. */
export const spokenText = (runs: Words[]) => ` ${runs.map((run) => run.keys.join(' ')).join(' ')} `

/** Whether the words of `key` (as `nameKey` makes it) follow one another in the runs of words. */
export const writesKey = (runs: Words[], key: string) => spokenText(runs).includes(` ${key} `)
