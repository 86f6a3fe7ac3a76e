/** A small seeded random source (mulberry32), so a seed always gives the same pages. */
export function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  return { pick, between }
}

export type Random = ReturnType<typeof seeded>
