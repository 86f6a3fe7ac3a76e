import { pageTexts } from './page-text'
import type { Place } from './places'
import type { Declared } from './per-page'
import { isCapital, nameKey } from './words'

/**
 * The names (as word lists) the changed places own, before and after the change: city, region and
 * county, and a state's name when a place joined or left that state.
 */
function changedNames(changed: Declared[]): string[][] {
  const keys = new Set<string>()
  const add = (name: string | undefined) => name && keys.add(nameKey(name))
  const states = new Map<string, Set<string>>()
  for (const place of changed) {
    for (const role of ['city', 'region', 'county'] as const) add(place[role])
    states.set(place.file, (states.get(place.file) ?? new Set()).add(place.state))
  }
  const versions = (file: string) => changed.filter((place) => place.file === file).length
  for (const [file, seen] of states)
    if (seen.size > 1 || versions(file) === 1) for (const state of seen) add(state)
  return [...keys].map((key) => key.split(' '))
}

/**
 * Where another page's name can begin on a page, by word: capitalised words, and any word of the
 * keywords. A flat list of [text piece, word index] pairs.
 */
function nameStarts(page: Place['page']): Map<string, number[]> {
  const starts = new Map<string, number[]>()
  pageTexts(page).forEach(({ words, text, field }, piece) => {
    const anyCase = field === 'meta.keywords'
    words.keys.forEach((key, i) => {
      if (!anyCase && !isCapital(text.charCodeAt(words.spans[2 * i]!))) return
      const at = starts.get(key)
      if (at) at.push(piece, i)
      else starts.set(key, [piece, i])
    })
  })
  return starts
}

const startsOf = new WeakMap<Place['page']['source'], Map<string, number[]>>()
const namesOf = new WeakMap<Declared[], string[][]>()

/**
 * Whether the page writes, where a name can begin, a whole name the changed places own, or lists
 * it among its areas served: a page's leftover mentions can change only then (a name is matched
 * from its first word, and only a whole name has an owner).
 */
export function mentionsChanged(place: Place, changed: Declared[]): boolean {
  let names = namesOf.get(changed)
  if (!names) namesOf.set(changed, (names = changedNames(changed)))
  let starts = startsOf.get(place.page.source)
  if (!starts) startsOf.set(place.page.source, (starts = nameStarts(place.page)))
  const texts = pageTexts(place.page)
  const served = new Set(place.areaServed.map(nameKey))
  return names.some((words) => {
    if (served.has(words.join(' '))) return true
    const at = starts.get(words[0]!) ?? []
    for (let k = 0; k < at.length; k += 2) {
      const keys = texts[at[k]!]!.words.keys
      const i = at[k + 1]!
      if (words.every((word, n) => keys[i + n] === word)) return true
    }
    return false
  })
}
