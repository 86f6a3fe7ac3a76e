import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { MAX_CITIES } from '../../content-engine/testing/city-pages/invented-names'
import { SHAPE_NAMES, shapeNamed, type Shape } from '../../content-engine/testing/city-pages/shapes'
import { printDevReloads, printPageWeights } from './browser-figures'
import { ratioLines, tableLines, type Measured } from './build-table'
import { BENCH_DIR, prepareScaleRoot, removeScaleRoot, writeCityFiles } from './scale-root'
import { timedBuild, type BuildRun } from './timed-build'

/**
 * `npm run bench [-- --shapes real,spread] [--pages 1000,5000] [--builds 1] [--skip-weights]
 * [--skip-dev]`: the site alone, then the site plus each count of generated city pages of each
 * shape, built by `vike build` (`npm run build`); a table of wall time, pages/s, peak memory and
 * the build's phases, and how the time grows from the smallest count to the largest.
 * `--write-cities <folder> --shape real --pages 1000` only writes that shape's city files there.
 */
const { values } = parseArgs({
  options: {
    shapes: { type: 'string', default: SHAPE_NAMES.join(',') },
    shape: { type: 'string' },
    pages: { type: 'string', default: '1000,5000' },
    builds: { type: 'string', default: '1' },
    'write-cities': { type: 'string' },
    'skip-weights': { type: 'boolean', default: false },
    'skip-dev': { type: 'boolean', default: false },
  },
})

const load = () => `load average ${loadavg()[0]!.toFixed(1)} on 2 cores`
const shapes = (values.shape ?? values.shapes).split(',').map(shapeNamed)
const sizes = values.pages.split(',').map(Number)
const builds = Number(values.builds)
for (const size of sizes)
  if (!Number.isInteger(size) || size < 1 || size > MAX_CITIES)
    throw new Error(`--pages takes counts from 1 to ${MAX_CITIES}, not "${values.pages}"`)

/** The median build by wall time (the lower one of an even count), and every build's seconds. */
function medianOf(runs: BuildRun[]): Pick<Measured, 'median' | 'runs'> {
  const sorted = runs.toSorted((a, b) => a.seconds - b.seconds)
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, runs: runs.map((r) => r.seconds) }
}

/** The builds of the site plus `cities` generated pages of a shape, each into a new folder. */
async function measure(shape: Shape, cities: number, dev: boolean): Promise<Measured> {
  const root = prepareScaleRoot(cities, shape)
  try {
    const runs: BuildRun[] = []
    for (let i = 0; i < builds; i++) {
      const outDir = join(root, `dist-${i}`)
      runs.push(await timedBuild({ CONTENT_ROOT: root, BUILD_OUT_DIR: outDir }))
      rmSync(outDir, { recursive: true, force: true })
    }
    const measured = { shape, cities, ...medianOf(runs) }
    console.log(tableLines([measured])[1])
    if (dev) {
      console.log(`\nDev server on the site plus ${cities} cities of the ${shape} shape:`)
      printDevReloads(root)
      console.log('')
    }
    return measured
  } finally {
    removeScaleRoot(root)
  }
}

async function main() {
  const folder = values['write-cities']
  if (folder) {
    if (shapes.length !== 1 || sizes.length !== 1)
      throw new Error('--write-cities takes one shape (--shape) and one count (--pages)')
    const written = writeCityFiles(folder, shapes[0]!, sizes[0]!)
    console.log(`${written} city pages of the ${shapes[0]} shape written to ${folder}`)
    return
  }
  console.log(`Site benchmark, ${load()}; ${builds} build(s) of each, median by wall time`)
  // The site alone, into dist/, where the page weights are measured.
  const site: Measured = { shape: 'site alone', cities: 0, ...medianOf([await timedBuild()]) }
  if (!values['skip-weights']) await printPageWeights()
  // The dev server once, on 1,000 pages of the realistic shape (else of the first shape).
  const devShape = shapes.includes('real') ? 'real' : shapes[0]
  const devCities = values['skip-dev'] || !sizes.includes(1000) ? undefined : 1000
  console.log(`\nvike build of the site plus generated city pages (${load()}):`)
  console.log(tableLines([site]).join('\n'))
  const rows = [site]
  for (const shape of shapes)
    for (const cities of sizes)
      rows.push(await measure(shape, cities, shape === devShape && cities === devCities))
  console.log(`\nAll builds (${load()}):`)
  console.log(tableLines(rows).join('\n'))
  console.log('')
  for (const line of ratioLines(rows.slice(1))) console.log(line)
  console.log(`\n(scratch folders under ${BENCH_DIR} are removed after each run)`)
}

await main()
