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
