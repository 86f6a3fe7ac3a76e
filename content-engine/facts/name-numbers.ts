import { IntList, idSlots } from '../../lib/int-list'
import { wordHash } from './words'

/** A second 32-bit hash of a text, independent of `wordHash` (another basis and multiplier). */
function otherHash(text: string): number {
  let h = 0x2c1b3c6d
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995)
  return (h ^ (h >>> 15)) | 0
}

/**
 * A number for each distinct text, from 0 in the order first met, found by the text's two 32-bit
 * hashes in a table of numbers (open addressing): no text is kept. Two texts share a number only
 * if both their hashes are the same (about one chance in 2^64 for a pair).
 */
export class NameNumbers {
  readonly #first = new IntList()
  readonly #second = new IntList()
  /** Each number plus one at the slot of its hashes, or the next free one after it; 0: free. */
  #slots = new Int32Array(64)

  /** How many texts have a number. */
  get count(): number {
    return this.#first.length
  }

  /** The number of `text`, given it if `add`; -1 when it has none. */
  numberOf(text: string, add = false): number {
    const [first, second] = [wordHash(text), otherHash(text)]
    const mask = this.#slots.length - 1
    let slot = first & mask
    for (let found = this.#slots[slot]!; found; found = this.#slots[(slot = (slot + 1) & mask)]!)
      if (this.#first.at(found - 1) === first && this.#second.at(found - 1) === second)
        return found - 1
    if (!add) return -1
    const number = this.#first.push(first)
    this.#second.push(second)
    this.#slots[slot] = number + 1
    if (2 * this.count > this.#slots.length) this.#placeAll()
    return number
  }

  /** Every number placed again in a table twice as large. */
  #placeAll() {
    this.#slots = idSlots(2 * this.#slots.length, this.count, (id) => this.#first.at(id - 1))
  }
}
