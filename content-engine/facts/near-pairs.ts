const BAND_ROWS = 3

type Keep = (i: number, j: number) => boolean

/** Whether signatures `a` and `b` agree on every row of the band starting at `band`. */
function sameBand(a: Int32Array, b: Int32Array, band: number): boolean {
  for (let row = band; row < band + BAND_ROWS; row++) if (a[row] !== b[row]) return false
  return true
}

function shareBand(a: Int32Array, b: Int32Array): boolean {
  for (let band = 0; band + BAND_ROWS <= a.length; band += BAND_ROWS)
    if (sameBand(a, b, band)) return true
  return false
}

/**
 * Every pair `[i, j]`, `i < j`, sharing a band and kept by `keep`, found band by band: the pages
 * of a band go to buckets by the hash of their rows, in a table of typed arrays reused from band
 * to band (open addressing; each bucket a chain of pages in the order met).
 */
function banded(sigs: Int32Array[], keep: Keep) {
  const close = new Set<number>()
  let compared = 0
  const n = sigs.length
  const rows = sigs[0]?.length ?? 0
  const mask = (1 << Math.ceil(Math.log2(2 * n + 2))) - 1
  const keys = new Int32Array(mask + 1)
  const first = new Int32Array(mask + 1)
  const last = new Int32Array(mask + 1)
  const next = new Int32Array(n)
  for (let band = 0; band + BAND_ROWS <= rows; band += BAND_ROWS) {
    first.fill(-1)
    for (let page = 0; page < n; page++) {
      const sig = sigs[page]!
      const key = (Math.imul(Math.imul(sig[band]!, 31) + sig[band + 1]!, 31) + sig[band + 2]!) | 0
      let slot = key & mask
      while (first[slot] !== -1 && keys[slot] !== key) slot = (slot + 1) & mask
      next[page] = -1
      if (first[slot] === -1) {
        keys[slot] = key
        first[slot] = last[slot] = page
        continue
      }
      for (let other = first[slot]!; other !== -1; other = next[other]!) {
        const pair = other * n + page
        if (close.has(pair) || !sameBand(sigs[other]!, sig, band)) continue
        compared++
        if (keep(other, page)) close.add(pair)
      }
      next[last[slot]!] = page
      last[slot] = page
    }
  }
  return { close: [...close].map((pair) => [Math.floor(pair / n), pair % n] as const), compared }
}

/**
 * The last result, by page file read (the dev server validates again after each change), held
 * weakly: a build validates once, and the files it read are not kept once validated.
 */
let previous: { sources: WeakSet<object>; partners: WeakMap<object, object[]> } | undefined

/** When at most this share of the pages changed, only the pairs holding a changed page are sought. */
const FEW_CHANGED = 0.1

/**
 * Pairs of pages `[i, j]`, `i < j`, whose MinHash signatures agree on all rows of at least one band
 * of 3 rows and that `keep` keeps (compared as met, so not every candidate is held). After a few
 * pages changed, the pairs of unchanged pages are taken from the last result and only the changed
 * pages are compared with every other: the same pairs as a full search.
 */
export function closePairs(sources: object[], sigs: Int32Array[], keep: Keep) {
  const changed = sources.flatMap((source, i) => (previous?.sources.has(source) ? [] : [i]))
  const n = sources.length
  let found: { close: (readonly [number, number])[]; compared: number }
  if (previous && changed.length <= n * FEW_CHANGED) {
    const { partners } = previous
    const index = new Map(sources.map((source, i) => [source, i]))
    const close = sources.flatMap((source, i) =>
      (partners.get(source) ?? []).flatMap((partner) => {
        const j = index.get(partner)
        return j === undefined ? [] : [[Math.min(i, j), Math.max(i, j)] as const]
      }),
    )
    const isChanged = new Set(changed)
    let compared = 0
    for (const i of changed)
      for (let j = 0; j < n; j++) {
        if (j === i || (isChanged.has(j) && j > i) || !shareBand(sigs[i]!, sigs[j]!)) continue
        compared++
        const pair = [Math.min(i, j), Math.max(i, j)] as const
        if (keep(...pair)) close.push(pair)
      }
    found = { close, compared }
  } else found = banded(sigs, keep)
  const close = found.close.toSorted((x, y) => x[0] - y[0] || x[1] - y[1])
  const partners = new WeakMap<object, object[]>()
  for (const [i, j] of close)
    partners.set(sources[i]!, [...(partners.get(sources[i]!) ?? []), sources[j]!])
  previous = { sources: new WeakSet(sources), partners }
  return { close, compared: found.compared }
}
