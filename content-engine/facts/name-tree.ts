import { wordHash, type Words } from './words'

/** A start of one or more names ("new", "new port"), its words joined by spaces as `key`. */
export interface NameStart<T> {
  key: string
  /** The start's last word. */
  word: string
  /** Set when `key` is a whole name. */
  value: T | undefined
  next: NameTree<T> | undefined
  /** Another start at the same level whose last word has the same `wordHash` (rare). */
  sameHash: NameStart<T> | undefined
}

/**
 * Names by their words, the first word first, each level by the `wordHash` of its words: a text
 * is matched word by word from the hashes of its words, without making their keys.
 */
export type NameTree<T> = Map<number, NameStart<T>>

/**
 * The start of `level` whose word is `words`' i-th word. `known`: a word already found to be the
 * i-th word's key (by a look-up in another tree), so not compared again.
 */
export function startAt<T>(
  level: NameTree<T> | undefined,
  words: Words,
  i: number,
  known?: string,
) {
  let start = level?.get(words.hashAt(i))
  while (start && start.word !== known && !words.keyIs(i, start.word)) start = start.sameHash
  return start
}

function startOf<T>(level: NameTree<T>, word: string, hash: number) {
  let start = level.get(hash)
  while (start && start.word !== word) start = start.sameHash
  return start
}

/** The names given as lookup keys (words in lower case, joined by single spaces). */
export function nameTree<T>(keys: Iterable<string>, valueOf: (key: string) => T): NameTree<T> {
  const tree: NameTree<T> = new Map()
  for (const key of keys) {
    let level = tree
    let start: NameStart<T> | undefined
    // Word by word: `key.slice(from, to)`, the start's key `key.slice(0, to)`.
    for (let from = 0, to = 0; from <= key.length; from = to + 1) {
      to = key.indexOf(' ', from)
      if (to < 0) to = key.length
      if (start) level = start.next ??= new Map<number, NameStart<T>>()
      const word = key.slice(from, to)
      const hash = wordHash(word)
      start = startOf(level, word, hash)
      if (!start) {
        const joined = to === key.length ? key : key.slice(0, to)
        start = { key: joined, word, value: undefined, next: undefined, sameHash: level.get(hash) }
        level.set(hash, start)
      }
    }
    start!.value = valueOf(key)
  }
  return tree
}

const SLOTS = 1 << 16
export const slotOf = (hash: number) => (hash ^ (hash >>> 16)) & (SLOTS - 1)

/**
 * The first words of a tree's names by `wordHash` slot, marked with `mark` (a word whose slot is
 * not marked begins none of the names): a page marks its own names with a mark of its own, in the
 * same slots, without clearing the other pages' marks.
 */
export function firstWordSlots(
  tree: NameTree<unknown>,
  slots: Int32Array = new Int32Array(SLOTS),
  mark = 1,
): Int32Array {
  for (const hash of tree.keys()) slots[slotOf(hash)] = mark
  return slots
}
