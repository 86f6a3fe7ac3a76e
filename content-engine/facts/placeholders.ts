import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Marks of unfinished text: an unfilled {placeholder}, TODO, FIXME, TBD, lorem ipsum. */
const LEAK = /\{[A-Za-z_.]+\}|\bTODO\b|\bFIXME\b|\bTBD\b|lorem ipsum/gi

export interface Leak {
  file: string
  line: number
  text: string
}

/** Every leaked placeholder of one HTML document, with its line in the file. */
export function leaksIn(file: string, html: string): Leak[] {
  const lines = html.split('\n')
  return lines.flatMap((line, i) =>
    [...line.matchAll(LEAK)].map((match) => ({ file, line: i + 1, text: match[0] })),
  )
}

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
