import { readFileSync } from 'node:fs'
import { fixtureRoot, HEADER } from '../fixtures/fixture-root'
import { formatIssue } from '../issues'
import { loadContent } from '../load'

/** The text of a real page of the site, to copy and edit in a fixture. */
export const realPage = (name: string) =>
  readFileSync(new URL(`../../../content/pages/${name}.yaml`, import.meta.url), 'utf8')

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

/** Loads a fixture site made of the given pages (name → YAML text) plus the stub pages. */
export function loadPlaces(pages: Record<string, string>) {
  const files = Object.fromEntries(
    Object.entries(pages).map(([name, text]) => [`content/pages/${name}.yaml`, text]),
  )
  return loadContent(fixtureRoot({ ...linkedStubs, ...files }))
}

/** The formatted problems of such a fixture site, sorted. */
export const placeProblems = (pages: Record<string, string>) =>
  loadPlaces(pages).issues.map(formatIssue).sort()
