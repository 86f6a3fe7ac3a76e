/** A list of 32-bit integers that grows as they are pushed, kept in one typed array. */
export class IntList {
  #items: Int32Array
  #length = 0

  constructor(capacity = 16) {
    this.#items = new Int32Array(capacity)
  }

  get length(): number {
    return this.#length
  }

  push(value: number): number {
    if (this.#length === this.#items.length) {
      const grown = new Int32Array(2 * this.#items.length || 16)
      grown.set(this.#items)
      this.#items = grown
    }
    this.#items[this.#length] = value
    return this.#length++
  }

  at(index: number): number {
    return this.#items[index]!
  }
}

/**
 * `size` slots (a power of two) holding the ids 1 to `last` by open addressing: each id at the slot
 * of `key(id)` or the next free one after it. 0 marks a free slot.
 */
export function idSlots(size: number, last: number, key: (id: number) => number) {
  const slots = new Int32Array(size)
  const mask = size - 1
  for (let id = 1; id <= last; id++) {
    let slot = key(id) & mask
    while (slots[slot]) slot = (slot + 1) & mask
    slots[slot] = id
  }
  return slots
}
