import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routeOf } from '../routes'
import { validatePage } from '../validate-page'
import { YamlSource } from '../yaml-source'
import type { SourcedPage } from '../facts/place-pages'
import { fixtureRoot, HEADER } from '../fixtures/fixture-root'
import { formatIssue } from '../issues'
import { loadContent } from '../load'

/** The text of a real page of the site, to copy and edit in a fixture. */
export const realPage = (name: string) =>
  readFileSync(new URL(`../../content/pages/${name}.yaml`, import.meta.url), 'utf8')

const stub = (title: string) => `${HEADER(2)}
meta:
  title: ${title} page of the test site
  description: A description that is long enough to satisfy the fifty character minimum.
  keywords: [test]
blocks:
  - type: hero
    title: ${title}
`

/** The pages every city page links to, as plain stubs. */
const linkedStubs = Object.fromEntries(
  [
    'index',
    'contact',
    'services/auction-delay',
    'services/cash-purchase',
    'services/foreclosure-rescue',
  ].map((route) => [
    `content/pages/${route}.yaml`,
    stub(route).replace(HEADER(2), HEADER(route.split('/').length + 1)),
  ]),
)

const publicDir = new URL('../../public/', import.meta.url)
/** The site's SVG images, which the real pages show. */
export const publicFiles = Object.fromEntries(
  readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.includes('.'))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => [`public/${name}`, readFileSync(new URL(name, publicDir), 'utf8')]),
)

/** A fixture site made of the given pages (name → YAML text) plus the stub pages: its root. */
export function placesRoot(pages: Record<string, string>) {
  const files = Object.fromEntries(
    Object.entries(pages).map(([name, text]) => [`content/pages/${name}.yaml`, text]),
  )
  return fixtureRoot({ ...publicFiles, ...linkedStubs, ...files })
}

/** Loads such a fixture site. */
export const loadPlaces = (pages: Record<string, string>) => loadContent(placesRoot(pages))

/** The formatted problems of such a fixture site, sorted. */
export const placeProblems = (pages: Record<string, string>) =>
  loadPlaces(pages).issues.map(formatIssue).sort()

/** The Tampa page of the fixtures: a correct new city in Florida. */
export const tampaPage = readFileSync(new URL('../fixtures/tampa.yaml', import.meta.url), 'utf8')

/** `line:col` of `word` on the first line of `text` that contains `lineWith` (1-based). */
export function positionOf(text: string, lineWith: string, word = lineWith): string {
  const lines = text.split('\n')
  const index = lines.findIndex((line) => line.includes(lineWith))
  if (index < 0) throw new Error(`no line contains "${lineWith}"`)
  return `${index + 1}:${lines[index]!.indexOf(word) + 1}`
}

/** Every page of a content folder with its parsed YAML, as the fact checks receive them. */
export function sourcedPages(root: string): SourcedPage[] {
  const dir = join(root, 'content/pages')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const file = `content/pages/${name}`
      const source = new YamlSource(file, readFileSync(join(root, file), 'utf8'))
      const { page } = validatePage(source, source.data)
      return page ? [{ ...page, route: routeOf(name), file, source }] : []
    })
}
