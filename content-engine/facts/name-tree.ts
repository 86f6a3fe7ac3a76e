import { wordHash, type Words } from './words'

/** A start of one or more names ("new", "new port"), its words joined by spaces as `key`. */
export interface NameStart<T> {
  key: string
  /** The start's last word, and its `wordHash`. */
  word: string
  hash: number
  /** Set when `key` is a whole name. */
  value: T | undefined
  next: Level<T> | undefined
  /** Another start at the same level: of the same hash in a map, or any other in a chain. */
  sameHash: NameStart<T> | undefined
}

/**
 * Names by their words, the first word first, each level by the `wordHash` of its words: a text
 * is matched word by word from the hashes of its words, without making their keys.
 */
export type NameTree<T> = Map<number, NameStart<T>>

/**
 * A level after the first: a map by hash once it has more than `CHAIN` starts, and until then the
 * first of a chain of them (most names of several words share no start with another name, and a
 * map of one start takes ten times the memory of the start).
 */
type Level<T> = NameTree<T> | NameStart<T>
const CHAIN = 4

/**
 * The start of `level` whose word is `words`' i-th word. `known`: a word already found to be the
 * i-th word's key (by a look-up in another tree), so not compared again.
 */
export function startAt<T>(level: Level<T> | undefined, words: Words, i: number, known?: string) {
  const hash = words.hashAt(i)
  let start = firstOf(level, hash)
  while (start && (start.hash !== hash || (start.word !== known && !words.keyIs(i, start.word))))
    start = start.sameHash
  return start
}

/** Where a look-up of `hash` begins in `level`: its starts of that hash, or its whole chain. */
const firstOf = <T>(level: Level<T> | undefined, hash: number) =>
  level instanceof Map ? level.get(hash) : level

function startOf<T>(level: Level<T> | undefined, word: string, hash: number) {
  let start = firstOf(level, hash)
  while (start && start.word !== word) start = start.sameHash
  return start
}

/** `start` added to `level`, which is returned, or the map it became. */
function withStart<T>(level: Level<T> | undefined, start: NameStart<T>): Level<T> {
  if (level instanceof Map) {
    start.sameHash = level.get(start.hash)
    return level.set(start.hash, start)
  }
  let length = 0
  for (let other = level; other; other = other.sameHash) length++
  if (length < CHAIN) {
    start.sameHash = level
    return start
  }
  const map: NameTree<T> = new Map()
  for (let other = level, after; other; other = after) {
    after = other.sameHash
    withStart(map, other)
  }
  return withStart(map, start)
}

/** The names given as lookup keys (words in lower case, joined by single spaces). */
export function nameTree<T>(keys: Iterable<string>, valueOf: (key: string) => T): NameTree<T> {
  const tree: NameTree<T> = new Map()
  // One string per word: "county" ends many names.
  const wordsMet = new Map<string, string>()
  for (const key of keys) {
    let start: NameStart<T> | undefined
    // Word by word: `key.slice(from, to)`, the start's key `key.slice(0, to)`.
    for (let from = 0, to = 0; from <= key.length; from = to + 1) {
      to = key.indexOf(' ', from)
      if (to < 0) to = key.length
      const sliced = key.slice(from, to)
      const word = wordsMet.get(sliced) ?? (wordsMet.set(sliced, sliced), sliced)
      const hash = wordHash(word)
      const level: Level<T> | undefined = start ? start.next : tree
      let found = startOf(level, word, hash)
      if (!found) {
        const joined = to === key.length ? key : key.slice(0, to)
        found = { key: joined, word, hash, value: undefined, next: undefined, sameHash: undefined }
        if (start) start.next = withStart(level, found)
        else withStart(tree, found)
      }
      start = found
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
