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

/** A capital letter (Latin, accented ones included) as a character code. */
export const isCapital = (c: number) => (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde)

/**
 * The words of a text, compactly (a page has thousands): `keys[i]` compared in lower case without
 * a possessive 's, `spans[2i]` and `spans[2i + 1]` its character range in the text.
 */
export interface Words {
  keys: string[]
  spans: number[]
}

/** The words of a text (letters and digits, with one inner apostrophe: "O'Hare", "Chicago's"). */
export function wordsIn(text: string): Words {
  const keys: string[] = []
  const spans: number[] = []
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
    keys.push(sameLength ? keyOf(whole, start, i) : keyOf(text.slice(start, i).toLowerCase()))
    spans.push(start, i)
  }
  return { keys, spans }
}

/** The lookup key of a name: its words in lower case, joined by single spaces. */
export const nameKey = (name: string) => wordsIn(name).keys.join(' ')
