import { IntList, idSlots } from '../../lib/int-list'
import { wordHash, type Words } from './words'

/** Where a start's next words are looked up in the table: a mix of the start and the word's hash. */
const slotKey = (after: number, hash: number) => {
  const mixed = Math.imul(after, 0x9e3779b1) ^ hash
  return mixed ^ (mixed >>> 15)
}

/**
 * Names by their words, the first word first, each word looked up by its `wordHash` from the start
 * before it, so that a text is matched word by word from the hashes of its words, without making
 * their keys. A start of one or more names ("new", "new port") is a number: 0 is the start before
 * any word. The starts are kept in arrays of numbers and one table (open addressing), not as an
 * object each: the names of 20,000 place pages make about 60,000 starts.
 */
export class NameTree<T> {
  /** By start: the start it follows, its last word's hash, that word, and its value if a name. */
  readonly #after = new IntList()
  readonly #hash = new IntList()
  readonly #word: (string | undefined)[] = [undefined]
  readonly #value: (T | undefined)[] = [undefined]
  /** Each start but 0 at the slot of (start it follows, hash), or the next free one after it. */
  #slots = new Int32Array(32)

  /** The names given as lookup keys (words in lower case, joined by single spaces). */
  constructor(keys: Iterable<string>, valueOf: (key: string) => T) {
    this.#after.push(0)
    this.#hash.push(0)
    // One string per word: "county" ends many names.
    const wordsMet = new Map<string, string>()
    for (const key of keys) {
      let start = 0
      for (let from = 0, to = 0; from <= key.length; from = to + 1) {
        to = key.indexOf(' ', from)
        if (to < 0) to = key.length
        const sliced = key.slice(from, to)
        const word = wordsMet.get(sliced) ?? (wordsMet.set(sliced, sliced), sliced)
        start = this.#startOf(start, word, wordHash(word), true)
      }
      this.#value[start] = valueOf(key)
    }
  }

  /** The start after `start` whose word is `word`, added if `add`, else 0 when there is none. */
  #startOf(start: number, word: string, hash: number, add = false): number {
    const slots = this.#slots
    const mask = slots.length - 1
    let slot = slotKey(start, hash) & mask
    for (let found = slots[slot]!; found; found = slots[(slot = (slot + 1) & mask)]!)
      if (
        this.#after.at(found) === start &&
        this.#hash.at(found) === hash &&
        this.#word[found] === word
      )
        return found
    if (!add) return 0
    const added = this.#after.push(start)
    this.#hash.push(hash)
    this.#word[added] = word
    this.#value[added] = undefined
    if (2 * this.#after.length > slots.length) this.#placeAll()
    else slots[slot] = added
    return added
  }

  /** Every start placed again in a table twice as large. */
  #placeAll() {
    this.#slots = idSlots(2 * this.#slots.length, this.#after.length - 1, (start) =>
      slotKey(this.#after.at(start), this.#hash.at(start)),
    )
  }

  /**
   * The start after `start` whose word is `words`' i-th word, or 0. `known`: a word already found
   * to be the i-th word's key (by a look-up in another tree), so not compared again.
   */
  next(start: number, words: Words, i: number, known?: string): number {
    const hash = words.hashAt(i)
    const slots = this.#slots
    const mask = slots.length - 1
    let slot = slotKey(start, hash) & mask
    for (let found = slots[slot]!; found; found = slots[(slot = (slot + 1) & mask)]!) {
      if (this.#after.at(found) !== start || this.#hash.at(found) !== hash) continue
      const word = this.#word[found]!
      if (word === known || words.keyIs(i, word)) return found
    }
    return 0
  }

  /** The start of the whole name `key`, or 0 when it is no name of the tree. */
  find(key: string): number {
    let start = 0
    for (let from = 0, to = 0; from <= key.length; from = to + 1) {
      to = key.indexOf(' ', from)
      if (to < 0) to = key.length
      const word = key.slice(from, to)
      start = this.#startOf(start, word, wordHash(word))
      if (!start) return 0
    }
    return this.#value[start] === undefined ? 0 : start
  }

  /** The last word of `start`, a key. */
  word(start: number): string | undefined {
    return this.#word[start]
  }

  /** The value of the name that ends at `start`, if one does. */
  value(start: number): T | undefined {
    return this.#value[start]
  }

  /** The hashes of the names' first words. */
  *firstHashes(): Generator<number> {
    for (let start = 1; start < this.#after.length; start++)
      if (this.#after.at(start) === 0) yield this.#hash.at(start)
  }
}

const SLOTS = 1 << 16
export const slotOf = (hash: number) => (hash ^ (hash >>> 16)) & (SLOTS - 1)

/**
 * The first words of a tree's names by `wordHash` slot, marked with `mark` (a word whose slot is
 * not marked begins none of the names): a page marks its own names with a mark of its own, in the
 * same slots, without clearing the other pages' marks.
 */
export function firstWordSlots(
  tree: NameTree<unknown> | undefined,
  slots: Int32Array = new Int32Array(SLOTS),
  mark = 1,
): Int32Array {
  for (const hash of tree?.firstHashes() ?? []) slots[slotOf(hash)] = mark
  return slots
}
