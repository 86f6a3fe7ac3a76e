/** Reads the value of `key` of a page from where the page says it is in the spill file. */
type Read<W, P> = (where: W, key: keyof P) => unknown

/** The getters of values a page keeps in the spill file: made once, shared by every page. */
export type SpilledGetters<P> = PropertyDescriptorMap & { [K in keyof P]: PropertyDescriptor }

class SpilledPage {
  readonly #where: unknown
  readonly #read: Read<unknown, object>

  constructor(
    head: object,
    where: unknown,
    read: Read<unknown, object>,
    getters: PropertyDescriptorMap,
  ) {
    Object.assign(this, head)
    this.#where = where
    this.#read = read
    Object.defineProperties(this, getters)
  }

  static read(page: SpilledPage, key: string): unknown {
    return page.#read(page.#where, key as never)
  }
}

/** Getters giving each of `keys` by the `read` of its page. */
export function spilledGetters<P>(keys: (keyof P & string)[]): SpilledGetters<P> {
  const getter = (key: string): PropertyDescriptor => ({
    get(this: SpilledPage) {
      return SpilledPage.read(this, key)
    },
    enumerable: true,
  })
  return Object.fromEntries(keys.map((key) => [key, getter(key)])) as SpilledGetters<P>
}

/**
 * A page with `head` in memory and the values of `getters` read from the spill file whenever they
 * are asked for, by `read` from `where` (which may keep recent reads). They are own enumerable
 * properties, so that a copy (`{ ...page }`) has them, and every page shares the getters, so that
 * the pages share one shape and hold no function of their own.
 */
export function spilledPage<H extends object, P extends object, W>(
  head: H,
  where: W,
  read: Read<W, P>,
  getters: SpilledGetters<P>,
): H & P {
  return new SpilledPage(head, where, read as Read<unknown, object>, getters) as unknown as H & P
}
