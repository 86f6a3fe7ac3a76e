/** The page contexts of URLs: copies of `template`, each with its URL and route parameters. */
export interface PageContextsOfUrls<P> {
  template: P
  urls: readonly string[]
  routeParamsOf: (url: string) => Record<string, string>
}

type Visit<P> = (pageContext: P, index: number, pageContexts: P[]) => unknown

/**
 * How many page contexts of URLs are made and in vike's hands at once: twice the prerender's
 * `parallel` (renderer/+config.ts), so that vike always has the next pages queued.
 */
const AT_ONCE = 16

/** The ways through an array that would need every page context at once. */
const WHOLE_LIST_READS = [
  'at',
  'entries',
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flatMap',
  'includes',
  'indexOf',
  'join',
  'keys',
  'lastIndexOf',
  'reduce',
  'reduceRight',
  'slice',
  'some',
  'values',
  Symbol.iterator,
] as const

/**
 * The page contexts of a prerender whose content URLs get theirs only when vike comes to them, so
 * that the build holds a few of them at a time rather than one per URL. vike goes through the
 * list it is given with `forEach` (to prepare each page context) and with `map`, giving each
 * page context a task, whose promises it waits for all together (to check and to render each
 * URL). Here a `forEach` visits the page contexts listed and is remembered, to be done to the
 * page context of each URL as it is made; a `map` gives the tasks of those listed and one
 * promise more, which makes the page context of each URL and waits for its task, `AT_ONCE` at a
 * time, and fails with the first task that fails. Any other way of reading the whole list throws,
 * so that a vike that reads it otherwise stops the build rather than leave pages out.
 */
export class PageContextsOnDemand<P extends object> extends Array<P> {
  static get [Symbol.species]() {
    return Array
  }

  readonly #template: P | undefined
  readonly #urls: readonly string[]
  readonly #routeParamsOf: (url: string) => Record<string, string>
  readonly #visits: Visit<P>[] = []

  /** `listed`, then a copy of `template` for each of `urls`, with its URL and route parameters. */
  constructor(listed: P[], ofUrls?: PageContextsOfUrls<P>) {
    super()
    this.push(...listed)
    this.#template = ofUrls?.template
    this.#urls = ofUrls?.urls ?? []
    this.#routeParamsOf = ofUrls?.routeParamsOf ?? (() => ({}))
  }

  override forEach(visit: Visit<P>): void {
    for (let i = 0; i < this.length; i++) visit(this[i]!, i, this)
    this.#visits.push(visit)
  }

  override map<U>(task: (pageContext: P, index: number, pageContexts: P[]) => U): U[] {
    const tasks: U[] = []
    for (let i = 0; i < this.length; i++) tasks.push(task(this[i]!, i, this))
    if (this.#urls.length > 0) tasks.push(this.#runEach(task) as U)
    return tasks
  }

  #make(k: number): P {
    const urlOriginal = this.#urls[k]!
    const pageContext = {
      ...this.#template,
      urlOriginal,
      routeParams: this.#routeParamsOf(urlOriginal),
    } as P
    for (const visit of this.#visits) visit(pageContext, this.length + k, this)
    return pageContext
  }

  async #runEach(task: Visit<P>): Promise<void> {
    let next = 0
    let failed = false
    const lane = async () => {
      while (!failed && next < this.#urls.length) {
        const k = next++
        try {
          const done = task(this.#make(k), this.length + k, this)
          if (!(done instanceof Promise))
            throw new TypeError('a map of page contexts made on demand must give a promise each')
          await done
        } catch (error) {
          failed = true
          throw error
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, this.#urls.length) }, lane))
  }
}

for (const read of WHOLE_LIST_READS)
  Object.defineProperty(PageContextsOnDemand.prototype, read, {
    value() {
      throw new Error(`page contexts made on demand cannot be read all at once (${String(read)})`)
    },
  })
