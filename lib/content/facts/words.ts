/** A word of a text with its character range, compared in lower case without a possessive 's. */
export interface Word {
  key: string
  start: number
  end: number
  capital: boolean
}

// Latin letters (accented ones included) and digits: the site is written in English.
const WORD = /[A-Za-z0-9\u00C0-\u024F]+(?:['’][A-Za-z\u00C0-\u024F]+)?/g

const possessive = (word: string) =>
  word.endsWith("'s") || word.endsWith('’s') ? word.slice(0, -2) : word

export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  for (const match of text.matchAll(WORD)) {
    const raw = match[0]
    words.push({
      key: possessive(raw.toLowerCase()),
      start: match.index,
      end: match.index + raw.length,
      capital: raw[0] !== raw[0]!.toLowerCase(),
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
