import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { launchBrowser } from '../../tests/support/browser'
import { siteContent, startSite } from '../../tests/support/site'
import { measurePage, type PageWeight } from './page-weight'
import type { Phase, PhaseTimes } from './phases'
import { BENCH_DIR, prepareScaleRoot, removeScaleRoot } from './scale-root'
import { kbPerPageAdded, printMemoryGrowth } from './memory-growth'
import { timedBuild, type BuildRun } from './timed-build'

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
const load = () => `load average ${loadavg()[0]!.toFixed(1)} on 2 cores`
const cpuRate = (pages: number, run: BuildRun) =>
  run.cpuSeconds
    ? ` (CPU time ${run.cpuSeconds.toFixed(1)} s, ${run.systemSeconds!.toFixed(1)} s of it in the kernel: ${(pages / run.cpuSeconds).toFixed(0)} pages per CPU second)`
    : ''
const memory = (run: BuildRun) => (run.peakMb ? `${run.peakMb.toFixed(0)} MB peak` : '')

function printWeights(weights: PageWeight[]) {
  console.log('\nJavaScript per route (desktop 1280x900): before any interaction, then once the')
  console.log('first island has hydrated; CSS before interaction.')
  console.log('route'.padEnd(46) + 'JS gz KB  after island  CSS gz KB  longest task ms')
  for (const w of weights)
    console.log(
      w.route.padEnd(46) +
        `${kb(w.js.gzip)}   ${w.jsAfterIsland ? kb(w.jsAfterIsland.gzip) : '      –'}      ` +
        `${kb(w.css.gzip)}   ${String(w.longestTaskMs).padStart(6)}`,
    )
  const maxJs = weights.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a))
  console.log(
    `largest JS before interaction: ${maxJs.route} ${kb(maxJs.js.gzip).trim()} KB gzip (budget: 30 KB)`,
  )
}

async function pageWeights(): Promise<PageWeight[]> {
  const { pages } = siteContent()
  const [server, browser] = await Promise.all([startSite(), launchBrowser()])
  try {
    const weights: PageWeight[] = []
    for (const page of pages) weights.push(await measurePage(browser, server.url, page.route))
    return weights
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The build's own phases, in a fresh production-mode process. */
function phasesOnce(root: string): PhaseTimes {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/phases.ts', root, join(root, 'phases-out')],
    { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  )
  return JSON.parse(out.trim().split('\n').pop()!) as PhaseTimes
}

type PhaseName = Exclude<keyof PhaseTimes, 'pages'>

/** Each phase's median over `runs` fresh processes (one process is cold code and a moment's load). */
function phases(root: string, runs: number): { median: PhaseTimes; all: PhaseTimes[] } {
  const all = Array.from({ length: runs }, () => phasesOnce(root))
  const middle = (name: PhaseName) =>
    all.map((run) => run[name]).toSorted((a, b) => a.ms - b.ms)[Math.floor(runs / 2)]!
  const median = { ...all[0]! }
  for (const name of Object.keys(median) as (keyof PhaseTimes)[])
    if (name !== 'pages') median[name] = middle(name)
  return { median, all }
}

/** Seconds of `npm run check` (a fresh process: start-up, load, validation) on a content root. */
function timedCheck(root: string): number {
  const started = performance.now()
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
    env: { ...process.env, CONTENT_ROOT: root },
    stdio: 'ignore',
  })
  return (performance.now() - started) / 1000
}

/** The dev server on the scale content: edits of /chicago's YAML file until the browser has them. */
const EDITS = {
  text: 'edit of a sentence of /chicago',
  region: 'edit of the region /chicago declares',
  site: 'edit of the brand in site.yaml',
}

function printDevReload(root: string, kind: keyof typeof EDITS) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/dev-reload.ts', root, '5', kind],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  )
  // vike logs its requests on the same output, even right before the figures: a JSON array.
  const at = out.lastIndexOf('[{"html"')
  if (at < 0) throw new Error(`dev-reload.ts printed no figures:\n${out.slice(-2000)}`)
  const runs = JSON.parse(out.slice(at).split('\n', 1)[0]!) as {
    html: number
    domContentLoaded: number
  }[]
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  console.log(
    `dev server, ${EDITS[kind]}, until the browser has /chicago's new HTML: median ${median(runs.map((r) => r.html)).toFixed(0)} ms ` +
      `(DOMContentLoaded ${median(runs.map((r) => r.domContentLoaded)).toFixed(0)} ms; runs ${runs.map((r) => r.html.toFixed(0)).join(', ')})`,
  )
}

/** Fresh processes the build's phases are measured in. */
const PHASE_RUNS = 3

function printScale(count: number, builds: number, real: BuildRun & { pages: number }) {
  const root = prepareScaleRoot(count)
  try {
    // Each into a new folder (files written right after many were removed cost more kernel time
    // on this machine), then once more over the first one's files.
    const runs = Array.from({ length: builds }, (_, i) =>
      timedBuild({ CONTENT_ROOT: root, BUILD_OUT_DIR: join(root, `dist-${i}`) }),
    ).toSorted((a, b) => a.seconds - b.seconds)
    const again = timedBuild({ CONTENT_ROOT: root, BUILD_OUT_DIR: join(root, 'dist-0') })
    // After the builds: the files the phases write and remove make the next files written slower.
    const { median: split, all: phaseRuns } = phases(root, PHASE_RUNS)
    const pages = split.pages
    const extra = pages - real.pages
    // The median build (the lower one of an even count), and every build's time.
    const scale = runs[Math.floor((runs.length - 1) / 2)]!
    const seconds = runs.map((run) => run.seconds)
    console.log(
      `\nScale run: the site plus ${count} generated city pages (${pages} pages), ${load()}`,
    )
    console.log(
      `vike build, median of ${builds}: ${scale.seconds.toFixed(1)} s (${seconds.map((s) => s.toFixed(1)).join(', ')}), ${memory(scale)}`,
    )
    console.log(
      `pages per second, end to end: ${(pages / scale.seconds).toFixed(0)} (${seconds.map((s) => (pages / s).toFixed(0)).join(', ')})${cpuRate(pages, scale)}`,
    )
    console.log(
      `each extra page: ${(((scale.seconds - real.seconds) * 1000) / extra).toFixed(1)} ms ` +
        `(${(extra / (scale.seconds - real.seconds)).toFixed(0)} pages/s beyond the fixed cost of the real site's build)`,
    )
    if (scale.peakMb && real.peakMb) {
      const site = { pages: real.pages, peakMb: real.peakMb }
      const added = kbPerPageAdded(site, { pages, peakMb: scale.peakMb })
      console.log(`peak memory of each extra page: ${added.toFixed(0)} KB`)
    }
    console.log(
      `vike build again, over the previous build's files: ${again.seconds.toFixed(1)} s, ${memory(again)}${cpuRate(pages, again)}`,
    )
    const ms = ({ ms, cpuMs }: Phase) =>
      `${(ms / 1000).toFixed(2)} s (${(ms / pages).toFixed(2)} ms/page; CPU ${(cpuMs / pages).toFixed(2)} ms/page)`
    const perPage = (name: PhaseName) =>
      phaseRuns.map((run) => (run[name].ms / pages).toFixed(2)).join(', ')
    console.log(
      `phases of the build (each in one process, without bundling): medians of ${PHASE_RUNS} fresh processes`,
    )
    console.log(`  load (read + parse YAML): ${ms(split.load)}`)
    console.log(
      `  validate (all pages, once, in a fresh process): ${ms(split.validate)}; runs ${perPage('validate')} ms/page`,
    )
    console.log(`    of which each file's checks (schema, links, images): ${ms(split.fileChecks)}`)
    console.log(`    and the cross-page fact checks: ${ms(split.factChecks)}`)
    console.log(`  render (HTML of every page): ${ms(split.render)}`)
    console.log(`  write (one file per page): ${ms(split.write)}`)
    const check = timedCheck(root)
    console.log(
      `npm run check on these pages: ${check.toFixed(2)} s including start-up (${((check * 1000) / pages).toFixed(2)} ms/page)`,
    )
    for (const kind of ['text', 'region', 'site'] as const) printDevReload(root, kind)
  } finally {
    removeScaleRoot(root)
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '1000' },
      'skip-weights': { type: 'boolean', default: false },
      'skip-scale': { type: 'boolean', default: false },
      builds: { type: 'string', default: '3' },
      // Counts of generated city pages to build one after another: how peak memory grows.
      sizes: { type: 'string' },
    },
  })
  console.log(`Site benchmark, ${load()}`)
  const realRun = timedBuild()
  const real = { ...realRun, pages: siteContent().pages.length }
  console.log(`\nThe site: ${real.pages} pages`)
  console.log(`vike build: ${real.seconds.toFixed(1)} s, ${memory(real)}`)
  console.log(
    `pages per second: ${(real.pages / real.seconds).toFixed(1)}${cpuRate(real.pages, real)}`,
  )
  if (!values['skip-weights']) printWeights(await pageWeights())
  if (!values['skip-scale']) printScale(Number(values.pages), Number(values.builds), real)
  if (values.sizes)
    printMemoryGrowth(values.sizes.split(',').map(Number), Number(values.builds), real.pages)
  console.log(`\n(scratch folders under ${BENCH_DIR} are removed after each run)`)
}

await main()
