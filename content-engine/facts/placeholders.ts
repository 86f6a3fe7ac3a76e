import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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

/** Every leaked placeholder in the built HTML files under `dir`. */
export function leaksInBuild(dir: string): Leak[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .flatMap((name) => leaksIn(name, readFileSync(join(dir, name), 'utf8')))
}

export const formatLeaks = (leaks: Leak[]) =>
  leaks
    .map(
      ({ file, line, text }) =>
        `${file}:${line}  "${text}" reached the built page: fill it in the content`,
    )
    .join('\n')
