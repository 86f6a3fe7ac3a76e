/** A word of a text with its character range, compared in lower case without a possessive 's. */
export interface Word {
  key: string
  start: number
  end: number
  capital: boolean
}

// Latin letters (accented ones included) and digits: the site is written in English.
const isLetter = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f)
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57)
const isApostrophe = (c: number) => c === 39 || c === 0x2019

const possessive = (word: string) =>
  word.endsWith("'s") || word.endsWith('’s') ? word.slice(0, -2) : word

/** The words of a text (letters and digits, with one inner apostrophe: "O'Hare", "Chicago's"). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  const length = text.length
  let i = 0
  while (i < length) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++
      continue
    }
    const start = i
    while (i < length && isWordChar(text.charCodeAt(i))) i++
    if (i + 1 < length && isApostrophe(text.charCodeAt(i)) && isLetter(text.charCodeAt(i + 1))) {
      i++
      while (i < length && isLetter(text.charCodeAt(i))) i++
    }
    const raw = text.slice(start, i)
    const first = raw.charCodeAt(0)
    words.push({
      key: possessive(raw.toLowerCase()),
      start,
      end: i,
      capital: (first >= 65 && first <= 90) || (first >= 0xc0 && first <= 0xde),
    })
  }
  return words
}

/** The lookup key of a name: its words in lower case, joined by single spaces. */
export const nameKey = (name: string) =>
  wordsOf(name)
    .map((word) => word.key)
    .join(' ')

/** The key of `count` words from `index`, or undefined past the end. */
export function keyAt(words: Word[], index: number, count: number): string | undefined {
  if (index + count > words.length) return undefined
  let key = words[index]!.key
  for (let i = index + 1; i < index + count; i++) key += ' ' + words[i]!.key
  return key
}
