import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { schemaLine } from '../../content-engine/routes'

/** A small seeded generator, so every run builds the same generated site. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  return { pick, between }
}
type Random = ReturnType<typeof seeded>

const FIRST = ['Maple', 'Cedar', 'Oak', 'Willow', 'Pine', 'Ash', 'Birch', 'Elm', 'Stone', 'Clear']
const MIDDLE = ['brook', 'field', 'wood', 'ridge', 'dale', 'haven', 'mont', 'crest', 'ford', 'vale']
const LAST = ['', ' Springs', ' Heights', ' Falls', ' Park', ' Junction', ' Crossing', ' Hills']
const QUARTER = ['North', 'South', 'East', 'West', 'Old', 'Upper', 'Lower', 'Little', 'New']
const PLACE = ['Square', 'Village', 'Terrace', 'Commons', 'Gardens', 'Point', 'Landing', 'Row']

const placeName = (random: Random) =>
  `${random.pick(FIRST)}${random.pick(MIDDLE)}${random.pick(LAST)}`

/** `count` different neighbourhood names of one generated city. */
function neighbourhoods(random: Random, count: number): string[] {
  const names = new Set<string>()
  while (names.size < count)
    names.add(
      `${random.pick(QUARTER)} ${random.pick(FIRST)}${random.pick(MIDDLE)} ${random.pick(PLACE)}`,
    )
  return [...names]
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

interface CityTemplate {
  city: string
  page: { meta: Record<string, unknown>; blocks: Record<string, unknown>[] }
}

/** The site's own city pages: every generated page takes the shape of one of them. */
export function cityTemplates(contentDir: string): CityTemplate[] {
  const pagesDir = join(contentDir, 'pages')
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => parse(readFileSync(join(pagesDir, name), 'utf8')) as CityTemplate['page'])
    .filter((page) => page.blocks[0]?.type === 'city-landing' && page.blocks.length === 1)
    .map((page) => ({ city: String(page.blocks[0]!.city), page }))
}

/** Replaces the template's place name in every string of a value. */
function renamed<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.replaceAll(from, to) as T
  if (Array.isArray(value)) return (value as unknown[]).map((item) => renamed(item, from, to)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, renamed(child, from, to)]),
    ) as T
  return value
}

function generatedPage(template: CityTemplate, city: string, random: Random) {
  const page = renamed(template.page, template.city, city)
  const meta = page.meta as { title: string; description: string }
  if (meta.title.length > 70) meta.title = `Stop Foreclosure in ${city} | Cash Home Buyers`
  if (meta.description.length > 170)
    meta.description = `Facing foreclosure in ${city}? Licensed partners stop the sale, rescue your loan or buy for cash. 24/7, no upfront fees.`
  const block = page.blocks[0]!
  const stats = block.stats as { value: string; label: string; icon: string }[]
  stats[0]!.value = `${random.between(40, 900)}+`
  stats[1]!.value = `${random.between(2, 24)} hrs`
  stats[2]!.value = `${random.between(90, 99)}%`
  const areas = (block.neighbourhoods as string[]).length
  block.region = `${city} ${random.pick(['County', 'Metro', 'Valley', 'Area'])}`
  block.neighbourhoods = neighbourhoods(random, areas)
  block.areaServed = [city, ...neighbourhoods(random, 4)]
  block.intro = `${block.intro as string} Homeowners in ${random.pick(block.neighbourhoods as string[])} and nearby streets reach the same team.`
  return page
}

export interface GeneratedFile {
  /** Path from the content root, e.g. content/pages/cities/maplebrook-12.yaml */
  file: string
  text: string
}

/** `count` valid city pages under content/pages/cities/, each different, in the real files' shape. */
export function generateCityPages(contentDir: string, count: number, seed = 12): GeneratedFile[] {
  const templates = cityTemplates(contentDir)
  const random = seeded(seed)
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length]!
    const city = placeName(random)
    const file = `content/pages/cities/${slugOf(city)}-${i + 1}.yaml`
    const body = stringify(generatedPage(template, city, random), { lineWidth: 100 })
    return { file, text: `${schemaLine(file, 'page.schema.json')}\n${body}` }
  })
}
