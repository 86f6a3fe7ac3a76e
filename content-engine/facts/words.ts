// Latin letters (accented ones included) and digits: the site is written in English.
const isLetter = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f)
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57)
const isApostrophe = (c: number) => c === 39 || c === 0x2019

/** Where the key of `lower.slice(from, to)` ends: before a possessive 's. */
function keyEnd(lower: string, from: number, to: number): number {
  const possessive = lower.charCodeAt(to - 1) === 115 && isApostrophe(lower.charCodeAt(to - 2))
  return possessive && to - from > 2 ? to - 2 : to
}

/** A capital letter (Latin, accented ones included) as a character code. */
export const isCapital = (c: number) => (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde)

/**
 * FNV-1a of a word's key, as a signed 32-bit integer (held unboxed in arrays): the shingles of
 * near-duplicate pages and a first look-up of names use it.
 */
export function wordHash(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193)
  return h | 0
}

/** The key of a word (`word` as written): in lower case, without a possessive 's. */
function keyOf(word: string): string {
  const lower = word.toLowerCase()
  return lower.slice(0, keyEnd(lower, 0, lower.length))
}

/**
 * The words of a text, compactly (a page has thousands): `hashes[i]` the `wordHash` of the i-th
 * word's key (compared in lower case without a possessive 's), `spans[2i]` and `spans[2i + 1]` its
 * character range in the text. A key is made only when asked for: most words are only hashed.
 */
export class Words {
  constructor(
    private readonly text: string,
    readonly hashes: Int32Array,
    readonly spans: Int32Array,
    /** Whether the text holds a digit (0-9). */
    readonly hasDigit: boolean,
  ) {}

  get count(): number {
    return this.hashes.length
  }

  /** The i-th word's key. */
  keyAt(i: number): string {
    return keyOf(this.text.slice(this.spans[2 * i], this.spans[2 * i + 1]))
  }
}

/** Every key of `words`, in order. */
export function keysOf(words: Words): string[] {
  const keys: string[] = []
  for (let i = 0; i < words.count; i++) keys.push(words.keyAt(i))
  return keys
}

/** Where `wordsIn` writes a text's words, to copy them out at their number (arrays pushed to grow in steps). */
let scratch = { hashes: new Int32Array(512), spans: new Int32Array(1024) }

function grown({ hashes, spans }: typeof scratch): typeof scratch {
  const more = {
    hashes: new Int32Array(hashes.length * 2),
    spans: new Int32Array(spans.length * 2),
  }
  more.hashes.set(hashes)
  more.spans.set(spans)
  return more
}

const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193

/**
 * The words of a text (letters and digits, with one inner apostrophe: "O'Hare", "Chicago's"),
 * each hashed as it is read: lower-cased here when it is ASCII (the site's words are), by `keyOf`
 * otherwise.
 */
export function wordsIn(text: string): Words {
  let { hashes, spans } = scratch
  let count = 0
  const length = text.length
  let hasDigit = false
  let i = 0
  while (i < length) {
    let c = text.charCodeAt(i)
    if (!isWordChar(c)) {
      i++
      continue
    }
    const start = i
    let h = FNV_OFFSET
    let ascii = true
    for (;;) {
      if (c <= 57) hasDigit = true
      else if (c <= 90) c += 32
      else if (c >= 128) ascii = false
      h = Math.imul(h ^ c, FNV_PRIME)
      if (++i === length || !isWordChar((c = text.charCodeAt(i)))) break
    }
    if (i + 1 < length && isApostrophe(c) && isLetter(text.charCodeAt(i + 1))) {
      // A possessive 's is left out of the key.
      const possessive =
        (text.charCodeAt(i + 1) | 32) === 115 &&
        (i + 2 === length || !isLetter(text.charCodeAt(i + 2)))
      if (!possessive) h = Math.imul(h ^ c, FNV_PRIME)
      i++
      while (i < length && isLetter((c = text.charCodeAt(i)))) {
        if (c <= 90) c += 32
        else if (c >= 128) ascii = false
        if (!possessive) h = Math.imul(h ^ c, FNV_PRIME)
        i++
      }
    }
    if (count === hashes.length) ({ hashes, spans } = scratch = grown(scratch))
    hashes[count] = ascii ? h : wordHash(keyOf(text.slice(start, i)))
    spans[2 * count] = start
    spans[2 * count + 1] = i
    count++
  }
  return new Words(text, hashes.slice(0, count), spans.slice(0, 2 * count), hasDigit)
}

/** The lookup key of a name: its words in lower case, joined by single spaces. */
export function nameKey(name: string): string {
  const words = wordsIn(name)
  const { spans, count } = words
  // Lower-cased at once when that keeps every word in place (a rare letter like İ does not).
  const lower = name.toLowerCase()
  if (lower.length !== name.length) return keysOf(words).join(' ')
  let key = ''
  for (let i = 0; i < count; i++) {
    const [from, to] = [spans[2 * i]!, spans[2 * i + 1]!]
    key += `${i ? ' ' : ''}${lower.slice(from, keyEnd(lower, from, to))}`
  }
  return key
}

/**
 * Whether the words of `key` (words joined by single spaces, as `nameKey` makes) follow one another
 * in the runs of words, read as one text: `` ` ${runs.map((r) => keysOf(r).join(' ')).join(' ')} ` ``
 * includes `` ` ${key} ` `` (so a run without words parts its neighbours).
 */
export function writesKey(runs: Words[], key: string): boolean {
  const words = key.split(' ')
  if (words.includes('')) {
    const text = ` ${runs.map((run) => keysOf(run).join(' ')).join(' ')} `
    return text.includes(` ${key} `)
  }
  const hashes = words.map(wordHash)
  for (let r = 0; r < runs.length; r++) {
    const first = runs[r]!.hashes
    for (let i = 0; i < first.length; i++)
      if (first[i] === hashes[0] && followsAt(runs, r, i, words, hashes)) return true
  }
  return false
}

function followsAt(runs: Words[], r: number, i: number, words: string[], hashes: number[]) {
  for (let n = 0; n < words.length; n++, i++) {
    if (i === runs[r]!.count) [r, i] = [r + 1, 0]
    const run = runs[r]
    if (!run || run.hashes[i] !== hashes[n] || run.keyAt(i) !== words[n]) return false
  }
  return true
}
