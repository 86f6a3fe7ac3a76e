// Latin letters (accented ones included) and digits: the site is written in English.
const isLetter = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f)
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57)
const isApostrophe = (c: number) => c === 39 || c === 0x2019

/** Where the key of the word `text.slice(from, to)` ends: before a possessive 's (or 'S). */
function keyEnd(text: string, from: number, to: number): number {
  const possessive = (text.charCodeAt(to - 1) | 32) === 115 && isApostrophe(text.charCodeAt(to - 2))
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
 * The words of a text, compactly (a page has thousands): for the i-th word, `hashAt(i)` the
 * `wordHash` of its key (compared in lower case without a possessive 's), `startAt(i)` and
 * `endAt(i)` its character range in the text. A key is made only when asked for: most words are
 * only hashed.
 */
export class Words {
  constructor(
    private readonly text: string,
    /** Three numbers a word from `offset`: hash, start, end. */
    private readonly data: Int32Array,
    private readonly offset: number,
    readonly count: number,
    /** Whether the text holds a digit (0-9). */
    readonly hasDigit: boolean,
  ) {}

  hashAt(i: number): number {
    return this.data[this.offset + 3 * i]!
  }

  startAt(i: number): number {
    return this.data[this.offset + 3 * i + 1]!
  }

  endAt(i: number): number {
    return this.data[this.offset + 3 * i + 2]!
  }

  /** The i-th word's key. */
  keyAt(i: number): string {
    return keyOf(this.text.slice(this.startAt(i), this.endAt(i)))
  }

  /** Whether the i-th word's key is `key`: compared in place when the word is ASCII. */
  keyIs(i: number, key: string): boolean {
    const { text } = this
    const from = this.startAt(i)
    const to = keyEnd(text, from, this.endAt(i))
    if (to - from !== key.length) return this.keyAt(i) === key
    for (let at = from; at < to; at++) {
      let c = text.charCodeAt(at)
      if (c >= 65 && c <= 90) c += 32
      else if (c >= 128 && c !== 0x2019) return this.keyAt(i) === key
      if (c !== key.charCodeAt(at - from)) return false
    }
    return true
  }
}

/** Every key of `words`, in order. */
export function keysOf(words: Words): string[] {
  const keys: string[] = []
  for (let i = 0; i < words.count; i++) keys.push(words.keyAt(i))
  return keys
}

/**
 * The words of the texts read last, one after another in a chunk shared by many texts (not an
 * array or two per text); a full chunk is left to the texts using it.
 */
const CHUNK = 1 << 16
let chunk = new Int32Array(CHUNK)
let used = 0

/** A new chunk beginning with `chunk[from, to)`, a text's words so far, with room for more. */
function nextChunk(from: number, to: number): Int32Array {
  const next = new Int32Array(Math.max(CHUNK, 2 * (to - from)))
  next.set(chunk.subarray(from, to))
  chunk = next
  return next
}

const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193

/**
 * A text's UTF-16 code units, copied into a reused array: read from there, the scanner runs about
 * twice as fast as with `charCodeAt` on the parser's strings, which are slices of a file's text.
 */
let units = new Uint16Array(4096)
let unitBytes = Buffer.from(units.buffer)
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

function codeUnits(text: string): Uint16Array {
  if (text.length > units.length) {
    units = new Uint16Array(2 * text.length)
    unitBytes = Buffer.from(units.buffer)
  }
  if (littleEndian) unitBytes.write(text, 0, 'utf16le')
  else for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i)
  return units
}

/**
 * The words of a text (letters and digits, with one inner apostrophe: "O'Hare", "Chicago's"),
 * each hashed as it is read: lower-cased here when it is ASCII (the site's words are), by `keyOf`
 * otherwise.
 */
export function wordsIn(text: string): Words {
  const chars = codeUnits(text)
  let data: Int32Array = chunk
  let first = used
  let at = used
  const length = text.length
  let hasDigit = false
  let i = 0
  while (i < length) {
    let c = chars[i]!
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
      if (++i === length || !isWordChar((c = chars[i]!))) break
    }
    if (i + 1 < length && isApostrophe(c) && isLetter(chars[i + 1]!)) {
      // A possessive 's is left out of the key.
      const possessive =
        (chars[i + 1]! | 32) === 115 && (i + 2 === length || !isLetter(chars[i + 2]!))
      if (!possessive) h = Math.imul(h ^ c, FNV_PRIME)
      i++
      while (i < length && isLetter((c = chars[i]!))) {
        if (c <= 90) c += 32
        else if (c >= 128) ascii = false
        if (!possessive) h = Math.imul(h ^ c, FNV_PRIME)
        i++
      }
    }
    if (at + 3 > data.length) {
      data = nextChunk(first, at)
      ;[first, at] = [0, at - first]
    }
    data[at] = ascii ? h : wordHash(keyOf(text.slice(start, i)))
    data[at + 1] = start
    data[at + 2] = i
    at += 3
  }
  used = at
  return new Words(text, data, first, (at - first) / 3, hasDigit)
}

/** Whether `name` is words parted by single spaces ("Lincoln Park"): its key is it in lower case. */
function isPlainName(name: string): boolean {
  const last = name.length - 1
  for (let i = 0; i <= last; i++) {
    const c = name.charCodeAt(i)
    if (c === 32 ? i === 0 || i === last || name.charCodeAt(i - 1) === 32 : !isWordChar(c))
      return false
  }
  return true
}

/** The lookup key of a name: its words in lower case, joined by single spaces. */
export function nameKey(name: string): string {
  if (isPlainName(name)) return name.toLowerCase()
  const words = wordsIn(name)
  // Lower-cased at once when that keeps every word in place (a rare letter like İ does not).
  const lower = name.toLowerCase()
  if (lower.length !== name.length) return keysOf(words).join(' ')
  let key = ''
  for (let i = 0; i < words.count; i++) {
    const [from, to] = [words.startAt(i), words.endAt(i)]
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
    const first = runs[r]!
    for (let i = 0; i < first.count; i++)
      if (first.hashAt(i) === hashes[0] && followsAt(runs, r, i, words, hashes)) return true
  }
  return false
}

function followsAt(runs: Words[], r: number, i: number, words: string[], hashes: number[]) {
  for (let n = 0; n < words.length; n++, i++) {
    if (i === runs[r]!.count) [r, i] = [r + 1, 0]
    const run = runs[r]
    if (!run || run.hashAt(i) !== hashes[n] || !run.keyIs(i, words[n]!)) return false
  }
  return true
}
