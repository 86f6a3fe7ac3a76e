/**
 * A word: Latin letters (accented ones included) and digits, with one inner apostrophe followed by
 * letters ("O'Hare", "Chicago's"): the site is written in English.
 */
const WORD = /[a-z0-9\u00c0-\u024f]+(?:['\u2019][a-z\u00c0-\u024f]+)?/giu

/** A capital letter (Latin, accented ones included) as a character code. */
export const isCapital = (c: number) => (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde)

/** FNV-1a of a word's key, as a signed 32-bit integer: shingles compare these. */
export function wordHash(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193)
  return h | 0
}

const POSSESSIVE = /['\u2019]s$/

/**
 * The words of a text: for the i-th word, `keys[i]` its key (compared in lower case without a
 * possessive 's), `starts[i]` and `ends[i]` its character range.
 */
export class Words {
  readonly keys: string[] = []
  readonly starts: number[] = []
  readonly ends: number[] = []
  /** Whether the text holds a digit (0-9). */
  readonly hasDigit: boolean

  constructor(text: string) {
    // Keys cut from the text in lower case, unless lower case changes its length ("İ").
    const lower = text.toLowerCase()
    const same = lower.length === text.length
    WORD.lastIndex = 0
    for (let found; (found = WORD.exec(text));) {
      const [start, end] = [found.index, WORD.lastIndex]
      const key = same ? lower.slice(start, end) : found[0].toLowerCase()
      this.keys.push(key.endsWith('s') ? key.replace(POSSESSIVE, '') : key)
      this.starts.push(start)
      this.ends.push(end)
    }
    this.hasDigit = /[0-9]/.test(text)
  }
}

export const wordsIn = (text: string) => new Words(text)

/** The lookup key of a name: its words in lower case, joined by single spaces. */
export const nameKey = (name: string): string => wordsIn(name).keys.join(' ')

/** The keys of runs of words read as one text, each key between spaces: a run without words parts its neighbours. */
export const spokenText = (runs: Words[]) => ` ${runs.map((run) => run.keys.join(' ')).join(' ')} `

/** Whether the words of `key` (as `nameKey` makes it) follow one another in the runs of words. */
export const writesKey = (runs: Words[], key: string) => spokenText(runs).includes(` ${key} `)
