import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { schemaLine, slugOf } from '../../content-engine/routes'

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

const SYLLABLES =
  'bar bel cor dan fen gar hol kin lor mar nor pel quin ros sal tor val wen yar zel bis cal dru mel'
    .split(' ')
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
const MIDDLE = ['brook', 'field', 'wood', 'ridge', 'dale', 'haven', 'mont', 'crest', 'ford', 'vale']
const LAST = ['', ' Springs', ' Heights', ' Falls', ' Park', ' Junction', ' Crossing', ' Hills']
/** Words never written in prose: after a city's name, one would name another city ("X" + " Falls"). */
export const NAME_ENDINGS = new Set(LAST.filter(Boolean).map((last) => last.trim().toLowerCase()))
const FIRST = ['Maple', 'Cedar', 'Oak', 'Willow', 'Pine', 'Ash', 'Birch', 'Elm', 'Stone', 'Clear']
const QUARTER = ['North', 'South', 'East', 'West', 'Old', 'Upper', 'Lower', 'Little', 'New']
const PLACE = ['Square', 'Village', 'Terrace', 'Commons', 'Gardens', 'Point', 'Landing', 'Row']

/** Distinct city names (46,080 of them), so no two generated pages share a place. */
function placeNames(random: Random, count: number): string[] {
  const names = new Set<string>()
  while (names.size < count)
    names.add(
      `${random.pick(SYLLABLES)}${random.pick(SYLLABLES).toLowerCase()}${random.pick(MIDDLE)}${random.pick(LAST)}`,
    )
  return [...names]
}

/** `count` different neighbourhood names of one generated city. */
function neighbourhoods(random: Random, count: number): string[] {
  const names = new Set<string>()
  while (names.size < count)
    names.add(
      `${random.pick(QUARTER)} ${random.pick(FIRST)}${random.pick(MIDDLE)} ${random.pick(PLACE)}`,
    )
  return [...names]
}

type Block = Record<string, unknown>
interface CityTemplate {
  city: string
  page: { meta: Record<string, unknown>; blocks: Block[] }
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

/**
 * Prose as long as the template's, from the template's own lower-case words in a random order,
 * with the page's names among them: the page reads and renders like a real one, yet shares no
 * phrase with it or with another page, and names no other place (names are capitalised).
 */
function prose(random: Random, template: string, names: string[]): string {
  const words = template
    .split(/\s+/)
    .filter((word) => /^[a-z]+$/.test(word) && !NAME_ENDINGS.has(word))
  const count = template.split(/\s+/).length
  const out: string[] = []
  let sentence = 0
  for (let i = 0; i < count; i++) {
    const word = i % 9 === 4 ? random.pick(names) : random.pick(words)
    const written = sentence === 0 ? word[0]!.toUpperCase() + word.slice(1) : word
    sentence = sentence > random.between(9, 18) ? 0 : sentence + 1
    out.push(sentence === 0 ? `${written}.` : written)
  }
  return `${out.join(' ').replace(/\.$/, '')}.`
}

function generatedPage(template: CityTemplate, city: string, random: Random) {
  const block = template.page.blocks[0]!
  const state = block.state as string
  const areas = neighbourhoods(random, (block.neighbourhoods as string[]).length)
  const names = [city, ...areas]
  const text = (field: string) => prose(random, field, names)
  const answers = block.faqAnswers as Record<string, string>
  const stats = (block.stats as { value: string; label: string; icon: string }[]).map(
    (tile, i) => ({
      ...tile,
      label: tile.label.replaceAll(template.city, city),
      value: [`${random.between(40, 900)}+`, `${random.between(2, 24)} hrs`][i] ?? tile.value,
    }),
  )
  return {
    meta: {
      title: `Stop Foreclosure in ${city} | Cash Home Buyers`,
      description: `Facing foreclosure in ${city}, ${state}? Licensed partners stop the sale, rescue your loan or buy for cash. No upfront fees.`,
      keywords: [
        `stop foreclosure ${city}`,
        `${city} foreclosure help`,
        `sell my house fast ${city}`,
      ],
    },
    blocks: [
      {
        type: 'city-landing',
        city,
        region: `Greater ${city}`,
        county: `${city} County`,
        state,
        ...(block.statePage ? { statePage: block.statePage } : {}),
        intro: text(block.intro as string),
        stats,
        foreclosureFacts: `${state}: ${text(block.foreclosureFacts as string)}`,
        neighbourhoods: areas,
        faqAnswers: Object.fromEntries(
          Object.entries(answers).map(([key, answer]) => [
            key,
            key === 'stateLaw' ? `In ${state}, ${text(answer)}` : text(answer),
          ]),
        ),
        areaServed: [city, ...areas.slice(0, 4)],
      },
    ],
  }
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
  return placeNames(random, count).map((city, i) => {
    const template = templates[i % templates.length]!
    const file = `content/pages/cities/${slugOf(city)}.yaml`
    const body = stringify(generatedPage(template, city, random), { lineWidth: 100 })
    return { file, text: `${schemaLine(file, 'page.schema.json')}\n${body}` }
  })
}
