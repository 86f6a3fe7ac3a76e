import { pageTexts, type TextPiece } from './page-text'
import type { Place } from './places'
import type { Declared } from './declared'
import { isCapital, nameKey, writesKey } from './words'

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
 * Where another page's name can begin on a page (a capitalised word, or any word of the keywords):
 * that word, and it with the next one ("san", "san jose"). Kept per page file (dev only: a build
 * validates once and never asks).
 */
function nameStarts(texts: TextPiece[]): Set<string> {
  const starts = new Set<string>()
  for (const { words, text, field } of texts) {
    const anyCase = field === 'meta.keywords'
    for (let i = 0; i < words.count; i++) {
      if (!anyCase && !isCapital(text.charCodeAt(words.startAt(i)))) continue
      const key = words.keyAt(i)
      starts.add(key)
      if (i + 1 < words.count) starts.add(`${key} ${words.keyAt(i + 1)}`)
    }
  }
  return starts
}

type Source = Place['page']['source']
const startsOf = new WeakMap<Source, Set<string>>()
const lowerTextOf = new WeakMap<Source, string>()
/**
 * The changed names and their distinct first words, shortest first, each with the shorter ones it
 * holds: a text without one of those cannot hold it, so it is not looked for.
 */
interface ChangedNames {
  names: string[][]
  firstWords: { word: string; holds: number[] }[]
  /** For each name, its first word's index in `firstWords`. */
  firstOf: number[]
}
const namesOf = new WeakMap<Declared[], ChangedNames>()

function changedNamesOf(changed: Declared[]): ChangedNames {
  let found = namesOf.get(changed)
  if (found) return found
  const names = changedNames(changed)
  const words = [...new Set(names.map((words) => words[0]!))].sort((a, b) => a.length - b.length)
  const firstWords = words.map((word, k) => ({
    word,
    holds: words.flatMap((shorter, j) => (j < k && word.includes(shorter) ? [j] : [])),
  }))
  const firstOf = names.map((name) => words.indexOf(name[0]!))
  namesOf.set(changed, (found = { names, firstWords, firstOf }))
  return found
}

/**
 * Every string of the page (the values its placeholders are filled with included) in lower case:
 * a page whose words include a name holds its first word here, so most pages are ruled out
 * without making their texts.
 */
function lowerText({ source, meta, blocks }: Place['page']): string {
  let text = lowerTextOf.get(source)
  if (text === undefined)
    lowerTextOf.set(source, (text = JSON.stringify([meta, blocks]).toLowerCase()))
  return text
}

/**
 * Whether the page writes, where a name can begin, a name the changed places own, or lists it among
 * its areas served: a page's leftover mentions can change only then (a name is matched from its
 * first word, and only a whole name has an owner).
 */
export function mentionsChanged(place: Place, changed: Declared[]): boolean {
  const { names, firstWords, firstOf } = changedNamesOf(changed)
  const served = new Set(place.areaServed.map(nameKey))
  if (names.some((words) => served.has(words.join(' ')))) return true
  const text = lowerText(place.page)
  const holds: boolean[] = []
  for (const { word, holds: shorter } of firstWords)
    holds.push(shorter.every((j) => holds[j]) && text.includes(word))
  const written = names.filter((_, n) => holds[firstOf[n]!])
  if (!written.length) return false
  let starts = startsOf.get(place.page.source)
  if (!starts) startsOf.set(place.page.source, (starts = nameStarts(pageTexts(place.page))))
  return written.some(
    (words) =>
      starts.has(words.slice(0, 2).join(' ')) &&
      (words.length <= 2 ||
        pageTexts(place.page).some((piece) => writesKey([piece.words], words.join(' ')))),
  )
}
