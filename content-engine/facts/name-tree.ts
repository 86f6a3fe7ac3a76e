import { wordHash } from './words'

/** A start of one or more names ("new", "new port"), its words joined by spaces as `key`. */
export interface NameStart<T> {
  key: string
  /** Set when `key` is a whole name. */
  value: T | undefined
  next: NameTree<T> | undefined
}

/** Names by their words, the first word first: a text is matched word by word, without joining. */
export type NameTree<T> = Map<string, NameStart<T>>

/** The names given as lookup keys (words in lower case, joined by single spaces). */
export function nameTree<T>(keys: Iterable<string>, valueOf: (key: string) => T): NameTree<T> {
  const tree: NameTree<T> = new Map()
  for (const key of keys) {
    const words = key.split(' ')
    let level = tree
    let start: NameStart<T> | undefined
    for (let n = 0; n < words.length; n++) {
      if (start) level = start.next ??= new Map<string, NameStart<T>>()
      start = level.get(words[n]!)
      if (!start) {
        const joined = n === words.length - 1 ? key : words.slice(0, n + 1).join(' ')
        start = { key: joined, value: undefined, next: undefined }
        level.set(words[n]!, start)
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
  for (const word of tree.keys()) slots[slotOf(wordHash(word))] = mark
  return slots
}
