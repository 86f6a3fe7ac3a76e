import { distance } from 'fastest-levenshtein'

/** The closest candidate to a misspelt name, if it is close enough to be a likely typo. */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase())
    if (d < bestDistance) [best, bestDistance] = [candidate, d]
  }
  const tolerance = Math.max(2, Math.floor((best?.length ?? 0) / 3))
  return bestDistance <= tolerance ? best : undefined
}

export function didYouMean(name: string, candidates: readonly string[]): string {
  const match = nearest(name, candidates)
  return match ? ` (did you mean "${match}"?)` : ''
}

/** `public/images/a.svg` → the path the site serves it at (`/images/a.svg`), with the fix. */
export function publicPrefixFix(path: unknown): string | undefined {
  if (typeof path !== 'string' || !/^\/?public\//.test(path)) return undefined
  return `start the path with / and leave out public/: ${path.replace(/^\/?public\//, '/')}`
}

/** `: did you mean /contact?` for a path with no file or page behind it, when one is close. */
export function nearestPath(path: string, paths: Iterable<string>): string {
  const match = nearest(path, [...paths])
  return match ? `: did you mean ${match}?` : ''
}
