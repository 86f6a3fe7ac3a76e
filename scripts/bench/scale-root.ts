import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { generateCityPages } from './city-pages'
import { SCRATCH } from '../dev/unwatched-scratch'

/** Throw-away folders of the benchmarks; ignored by git. */
export const BENCH_DIR = resolve(SCRATCH)

/**
 * A content root holding the real site plus `count` generated city pages (public/ linked, not
 * copied), for a build with CONTENT_ROOT pointing at it.
 */
export function prepareScaleRoot(count: number): string {
  const root = join(BENCH_DIR, `scale-${count}`)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  cpSync('content', join(root, 'content'), { recursive: true })
  symlinkSync(resolve('public'), join(root, 'public'))
  for (const { file, text } of generateCityPages('content', count)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  return root
}

export function removeScaleRoot(root: string) {
  rmSync(root, { recursive: true, force: true })
}
