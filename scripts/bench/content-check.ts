import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { contentChanged, getServedContent } from '../../content-engine/cache'
import { loadContent } from '../../content-engine/load'
import { similarPairs } from '../../content-engine/facts/duplicates'
import { sourcedPages } from '../../content-engine/testing/fact-fixtures'
import { generateCitySite } from '../../content-engine/testing/city-pages/city-site'
import { placeOf } from '../../content-engine/facts/places'
import { factIssues } from '../../content-engine/facts/check-facts'

/** Wall and CPU time of the whole check (load, validate, cross-page facts) of a content folder. */
function timeCheck(root: string, runs = 3) {
  const times: { wall: number; cpu: number; problems: number }[] = []
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage()
    const started = performance.now()
    const { issues } = loadContent(root)
    const used = process.cpuUsage(cpu)
    times.push({
      wall: performance.now() - started,
      cpu: (used.user + used.system) / 1000,
      problems: issues.length,
    })
  }
  return times.sort((a, b) => a.wall - b.wall)[Math.floor(runs / 2)]!
}

function similarity(root: string, onlyPlaces: boolean) {
  const pages = sourcedPages(root).filter((page) => !onlyPlaces || placeOf(page))
  const { pairs } = similarPairs(pages, { all: true })
  const { compared } = similarPairs(pages)
  const scores = pairs.map((pair) => pair.score)
  const top = pairs.reduce((best, pair) => (pair.score > best.score ? pair : best))
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length
  return {
    pages: pages.length,
    compared: pairs.length,
    estimated: compared,
    max: top.score,
    mean,
    top: `${top.a.route} ~ ${top.b.route}`,
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`

const real = timeCheck('.')
console.log(
  `real site: check ${ms(real.wall)} wall, ${ms(real.cpu)} CPU (median of 3), ${real.problems} problems`,
)
for (const onlyPlaces of [true, false]) {
  const s = similarity('.', onlyPlaces)
  console.log(
    `  ${onlyPlaces ? 'place pages' : 'all pages  '}: ${s.pages} pages, ${s.compared} pairs (${s.estimated} signature estimates among the LSH candidates), 5-word shingle Jaccard max ${s.max.toFixed(2)} (${s.top}), mean ${s.mean.toFixed(2)}`,
  )
}

const count = Number(process.argv[2] ?? 1000)
const root = generateCitySite(count)
const generated = timeCheck(root)
console.log(
  `${count} generated city pages: check ${ms(generated.wall)} wall, ${ms(generated.cpu)} CPU (median of 3), ${generated.problems} problems`,
)

const pages = sourcedPages(root)
const site = loadContent(root).content!.site
const cpu = process.cpuUsage()
const started = performance.now()
factIssues(pages, site)
const used = process.cpuUsage(cpu)
console.log(
  `  of which the cross-page fact checks: ${ms(performance.now() - started)} wall, ${ms((used.user + used.system) / 1000)} CPU`,
)

/** Milliseconds to validate again after one page file changed, as the dev server does (median of 5). */
function revalidation(root: string, edit: (text: string, n: number) => string): number {
  getServedContent(root)
  const file = join(root, 'content/pages/city-7.yaml')
  const original = readFileSync(file, 'utf8')
  const times: number[] = []
  for (let n = 0; n < 5; n++) {
    writeFileSync(file, edit(original, n))
    contentChanged(file, root)
    const started = performance.now()
    getServedContent(root)
    times.push(performance.now() - started)
  }
  writeFileSync(file, original)
  contentChanged(file, root)
  return times.sort((a, b) => a - b)[2]!
}

const text = revalidation(root, (t, n) => t.replace('intro: ', `intro: Edit ${n} of the intro. `))
const region = revalidation(root, (t, n) => t.replace(/region: (.+)/, `region: $1 ${n}`))
console.log(
  `  validated again after one page changed (dev): ${ms(text)} (a sentence), ${ms(region)} (the declared region), median of 5`,
)
