import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { formatIssue } from '../../issues'
import { loadContent } from '../../load'
import { generateCitySite } from './city-site'
import { generateCityPages, placesIn, withSchemaLine } from './generate'
import { AREA_KINDS, cityNames, neighbourhoodNames } from './invented-names'
import { seeded } from './seeded'
import { PROSE_WORDS } from './prose'
import { SHAPE_NAMES, type Shape } from './shapes'

interface CityBlock {
  city: string
  county: string
  region: string
  state: string
  statePage?: string
  intro: string
  foreclosureFacts: string
  neighbourhoods: string[]
  faqAnswers: Record<string, string>
}
const blockOf = (yaml: string) => (parse(yaml) as { blocks: CityBlock[] }).blocks[0]!
const problems = (root: string) => loadContent(root).issues.map(formatIssue)

/** A copy of the real site's content with `count` generated cities of a shape under cities/. */
function realSiteWith(shape: Shape, count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'city-pages-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  symlinkSync(resolve('public'), join(root, 'public'))
  mkdirSync(join(root, 'content/pages/cities'))
  for (const { slug, yaml } of generateCityPages({ shape, count, ...placesIn('content') })) {
    const file = `content/pages/cities/${slug}.yaml`
    writeFileSync(join(root, file), withSchemaLine(file, yaml))
  }
  return root
}

describe('generated city pages', () => {
  for (const shape of SHAPE_NAMES) {
    it(`of the ${shape} shape pass every content check, alone and added to the real site`, () => {
      expect(problems(generateCitySite(150, { shape }))).toEqual([])
      expect(problems(realSiteWith(shape, 150))).toEqual([])
    }, 60_000)
  }

  it('are the same for a seed, and others for another seed', () => {
    const pages = (seed: number) => generateCityPages({ shape: 'spread', count: 50, seed })
    expect(pages(3)).toEqual(pages(3))
    expect(pages(4).map(({ yaml }) => yaml)).not.toEqual(pages(3).map(({ yaml }) => yaml))
  })

  it('give each city a name and neighbourhoods of its own that no word of the prose could be', () => {
    const random = seeded(12)
    const cities = cityNames(random, 5000)
    const nextNeighbourhoods = neighbourhoodNames(random)
    const areas = cities.flatMap(() => nextNeighbourhoods(16))
    expect(new Set(cities).size).toBe(5000)
    expect(new Set(areas).size).toBe(5000 * 16)
    const areaWords = new Set(areas.flatMap((area) => area.toLowerCase().split(' ')))
    const cityKeys = cities.map((city) => city.toLowerCase())
    expect(cityKeys.filter((city) => PROSE_WORDS.has(city) || areaWords.has(city))).toEqual([])
    expect(AREA_KINDS.filter((kind) => PROSE_WORDS.has(kind.toLowerCase()))).toEqual([])
  })

  it('put the one-state shapes in Ohio, in its 88 counties, linked to its page, and spread the others', () => {
    const statesOf = (shape: Shape) =>
      generateCityPages({ shape, count: 300, ...placesIn('content') }).map(({ yaml }) =>
        blockOf(yaml),
      )
    const count = (blocks: CityBlock[], key: keyof CityBlock) =>
      new Set(blocks.map((block) => block[key])).size
    for (const shape of ['one-state', 'real'] as const) {
      const blocks = statesOf(shape)
      expect(new Set(blocks.map((b) => `${b.state} ${b.statePage}`))).toEqual(
        new Set(['Ohio /ohio']),
      )
      expect([count(blocks, 'county'), count(blocks, 'region')]).toEqual([88, 8])
    }
    const spread = statesOf('spread')
    expect(count(spread, 'state')).toBeGreaterThan(10)
    expect([count(spread, 'county'), count(spread, 'region')]).toEqual([300, 300])
    for (const block of spread.filter((b) => b.state === 'Texas'))
      expect(block.statePage).toBe('/texas')
  })

  it('write texts as long as the real pages’ in the full-text shapes, half as long otherwise', () => {
    const chicago = blockOf(readFileSync('content/pages/chicago.yaml', 'utf8'))
    const lengths = (block: CityBlock) =>
      [block.intro, block.foreclosureFacts, ...Object.values(block.faqAnswers)].map(
        (text) => text.split(/\s+/).length,
      )
    const real = lengths(chicago)
    const [first] = generateCityPages({ shape: 'full-text', count: 1 })
    const [short] = generateCityPages({ shape: 'spread', count: 1 })
    lengths(blockOf(first!.yaml)).forEach((words, i) =>
      expect(Math.abs(words - real[i]!)).toBeLessThanOrEqual(real[i]! * 0.1),
    )
    lengths(blockOf(short!.yaml)).forEach((words, i) =>
      expect(Math.abs(words - real[i]! / 2)).toBeLessThanOrEqual(real[i]! * 0.1),
    )
  })
})
