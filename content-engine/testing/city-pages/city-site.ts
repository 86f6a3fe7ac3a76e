import { readFileSync } from 'node:fs'
import { fixtureRoot, HEADER } from '../../fixtures/fixture-root'
import { publicFiles } from '../fact-fixtures'
import { generateCityPages, withSchemaLine } from './generate'
import { ONE_STATE, SHAPES, type Shape } from './shapes'

/** The real state page of the one-state shapes, copied into the generated site. */
const oneStatePage = () =>
  readFileSync(new URL('../../../content/pages/ohio.yaml', import.meta.url), 'utf8')

function stub(title: string, depth: number) {
  return `${HEADER(depth)}
meta:
  title: The ${title} page of the generated site
  description: A description that is long enough to satisfy the fifty character minimum.
  keywords: [test]
blocks:
  - type: hero
    title: ${title}
`
}

/**
 * A throw-away site of `count` generated city pages, content/pages/city-1.yaml onwards, plus the
 * pages they link to (and, for the one-state shapes, the real /ohio page): its root folder.
 */
export function generateCitySite(
  count: number,
  { shape = 'spread', seed = 12 }: { shape?: Shape; seed?: number } = {},
) {
  const files: Record<string, string> = {
    ...publicFiles,
    'content/pages/index.yaml': stub('index', 2),
    'content/pages/contact.yaml': stub('contact', 2),
  }
  for (const service of ['auction-delay', 'cash-purchase', 'foreclosure-rescue'])
    files[`content/pages/services/${service}.yaml`] = stub(service, 3)
  const statePages: Record<string, string> = {}
  if (SHAPES[shape].oneState) {
    files['content/pages/ohio.yaml'] = oneStatePage()
    statePages[ONE_STATE] = '/ohio'
  }
  generateCityPages({ shape, count, seed, statePages }).forEach(({ yaml }, i) => {
    const file = `content/pages/city-${i + 1}.yaml`
    files[file] = withSchemaLine(file, yaml)
  })
  return fixtureRoot(files)
}
