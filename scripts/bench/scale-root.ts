import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  generateCityPages,
  placesIn,
  withSchemaLine,
  type GeneratedCity,
} from '../../content-engine/testing/city-pages/generate'
import type { Shape } from '../../content-engine/testing/city-pages/shapes'
import { SCRATCH } from '../dev/unwatched-scratch'

/** Throw-away folders of the benchmarks; ignored by git. */
export const BENCH_DIR = resolve(SCRATCH)

/** Where the generated city pages go in a content root: /cities/<slug>. */
const CITIES = 'content/pages/cities'

/** The generated cities of a shape, joining the site's own content (its states and state pages). */
const citiesFor = (shape: Shape, count: number): GeneratedCity[] =>
  generateCityPages({ shape, count, ...placesIn('content') })

/**
 * A content root holding the real site plus `count` generated city pages of a shape (public/
 * linked, not copied), for a build with CONTENT_ROOT pointing at it.
 */
export function prepareScaleRoot(count: number, shape: Shape = 'spread'): string {
  const root = join(BENCH_DIR, `${shape}-${count}`)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, CITIES), { recursive: true })
  cpSync('content', join(root, 'content'), { recursive: true })
  symlinkSync(resolve('public'), join(root, 'public'))
  for (const { slug, yaml } of citiesFor(shape, count)) {
    const file = `${CITIES}/${slug}.yaml`
    writeFileSync(join(root, file), withSchemaLine(file, yaml))
  }
  return root
}

export function removeScaleRoot(root: string) {
  rmSync(root, { recursive: true, force: true })
}

/** Only the generated city files, side by side in `folder` (for other generators to build). */
export function writeCityFiles(folder: string, shape: Shape, count: number): number {
  mkdirSync(folder, { recursive: true })
  const cities = citiesFor(shape, count)
  for (const { slug, yaml } of cities)
    writeFileSync(join(folder, `${slug}.yaml`), withSchemaLine(`${CITIES}/${slug}.yaml`, yaml))
  return cities.length
}
