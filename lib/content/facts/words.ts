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

/** `lower.slice(from, to)` without a possessive 's. */
function keyOf(lower: string, from = 0, to = lower.length): string {
  const possessive = lower.charCodeAt(to - 1) === 115 && isApostrophe(lower.charCodeAt(to - 2))
  return lower.slice(from, possessive && to - from > 2 ? to - 2 : to)
}

/** The words of a text (letters and digits, with one inner apostrophe: "O'Hare", "Chicago's"). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  const length = text.length
  // Lower-cased once for the whole text, unless that changes its length (a rare letter like İ).
  const whole = text.toLowerCase()
  const sameLength = whole.length === length
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
    const first = text.charCodeAt(start)
    words.push({
      key: sameLength ? keyOf(whole, start, i) : keyOf(text.slice(start, i).toLowerCase()),
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
