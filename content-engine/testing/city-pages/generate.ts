import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { usStates, type UsState } from '../../../blocks/shared/us-states'
import { schemaLine, slugOf } from '../../routes'
import { countiesAndRegions } from './areas'
import { cityPage } from './city-page'
import { cityNames, neighbourhoodNames } from './invented-names'
import { seeded } from './seeded'
import { NEIGHBOURHOODS, ONE_STATE, SHAPES, textLengths, type Shape } from './shapes'

export interface GeneratedCity {
  city: string
  /** The city as a file name: `${slug}.yaml`. */
  slug: string
  /** The page's YAML, without the schema line (see `withSchemaLine`). */
  yaml: string
}

export interface CityPagesOptions {
  shape: Shape
  count: number
  seed?: number
  /** The state pages of the content the cities join: state → route, e.g. { Ohio: '/ohio' }. */
  statePages?: Readonly<Record<string, string>>
  /**
   * The states the spread shapes' cities are in (default: every state). Content that names states
   * in its texts keeps to the states its own pages declare: a city in another state would make its
   * mentions (Philadelphia's "Delaware") those of another page's place.
   */
  states?: readonly UsState[]
}

/**
 * `count` valid, distinct city pages of a shape: invented one-word cities (no word of the prose),
 * each with its own 16 neighbourhoods, in counties and regions of their own or, in one state,
 * shared; naming their state's page when the content has one. The same options always give the
 * same pages.
 */
export function generateCityPages(options: CityPagesOptions): GeneratedCity[] {
  const { shape, count, seed = 12, statePages = {}, states = usStates } = options
  const random = seeded(seed)
  const nextNeighbourhoods = neighbourhoodNames(random)
  const { oneState } = SHAPES[shape]
  if (oneState && !statePages[ONE_STATE])
    throw new Error(`the ${shape} shape needs the content's ${ONE_STATE} page`)
  const lengths = textLengths(shape)
  const cities = cityNames(random, count)
  const areas = countiesAndRegions(random, cities, oneState)
  return cities.map((city, i) => {
    const state: UsState = oneState ? ONE_STATE : random.pick(states)
    const neighbourhoods = nextNeighbourhoods(NEIGHBOURHOODS)
    const place = { city, ...areas[i]!, state, statePage: statePages[state], neighbourhoods }
    const page = cityPage(random, place, lengths)
    return { city, slug: slugOf(city), yaml: stringify(page, { lineWidth: 100 }) }
  })
}

/** A content file's text: its schema line, then its YAML. */
export const withSchemaLine = (file: string, yaml: string) =>
  `${schemaLine(file, 'page.schema.json')}\n${yaml}`

/**
 * The places of a content folder's top-level pages: the states its place pages declare, and its
 * state pages (pages with a state-cities block), state → route.
 */
export function placesIn(contentDir: string) {
  const pagesDir = join(contentDir, 'pages')
  const statePages: Record<string, string> = {}
  const states = new Set<UsState>()
  for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.yaml'))) {
    const page = parse(readFileSync(join(pagesDir, name), 'utf8')) as {
      blocks?: { type: string; state?: UsState }[]
    }
    for (const { type, state } of page.blocks ?? []) {
      if (type !== 'city-landing' && type !== 'state-cities') continue
      states.add(state!)
      if (type === 'state-cities') statePages[state!] = `/${name.replace(/\.yaml$/, '')}`
    }
  }
  return { statePages, states: [...states].sort() }
}
