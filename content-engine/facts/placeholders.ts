import { readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join, normalize, resolve } from 'node:path'
import { processWide } from '../../lib/process-wide'

/** Marks of unfinished text: an unfilled {placeholder}, TODO, FIXME, TBD, lorem ipsum. */
const LEAK = /\{[A-Za-z_.]+\}|\bTODO\b|\bFIXME\b|\bTBD\b|lorem ipsum/gi

export interface Leak {
  file: string
  line: number
  text: string
}

type Found = Omit<Leak, 'file'>

function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++
  return count
}

function found(html: string): Found[] {
  const leaks: Found[] = []
  let line = 1
  let lineFrom = 0
  for (const match of html.matchAll(LEAK)) {
    line += newlinesBetween(html, lineFrom, match.index)
    lineFrom = match.index
    leaks.push({ line, text: match[0] })
  }
  return leaks
}

/** Every leaked placeholder of one HTML document, with its line in the file. */
export const leaksIn = (file: string, html: string): Leak[] =>
  found(html).map((leak) => ({ file, ...leak }))

/** What each page prerendered by this process held, by the absolute path of its file. */
const prerendered = processWide(
  'site-build.prerendered-leaks',
  () => new Map<string, readonly Found[]>(),
)

/** What most pages hold: one array for all of them, not one each. */
const NONE: readonly Found[] = Object.freeze([])

/** The absolute path of a file, as the string given when it is one already (vike's are). */
const absolute = (filePath: string) =>
  isAbsolute(filePath) && normalize(filePath) === filePath ? filePath : resolve(filePath)

/** Looks at a page's HTML as it is prerendered, so `leaksInBuild` need not read its file. */
export function scanPrerendered(filePath: string, html: string) {
  const leaks = found(html)
  prerendered.set(absolute(filePath), leaks.length > 0 ? leaks : NONE)
}

/** A new build starts: what an earlier one prerendered no longer says anything. */
export const forgetPrerendered = () => prerendered.clear()

/** Every leaked placeholder in the built HTML files under `dir`. */
export function leaksInBuild(dir: string): Leak[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .flatMap((name) => {
      const seen = prerendered.get(resolve(dir, name))
      if (!seen) return leaksIn(name, readFileSync(join(dir, name), 'utf8'))
      return seen.map((leak) => ({ file: name, ...leak }))
    })
}

export const formatLeaks = (leaks: Leak[]) =>
  leaks
    .map(
      ({ file, line, text }) =>
        `${file}:${line}  "${text}" reached the built page: fill it in the content`,
    )
    .join('\n')
