import { existsSync, readdirSync, renameSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { basename, dirname, isAbsolute, join, relative } from 'node:path'

/** Whether Vite empties an environment's `outDir` before writing it (its `build.emptyOutDir`). */
export function viteEmpties(root: string, outDir: string, emptyOutDir?: boolean | null): boolean {
  if (emptyOutDir != null) return emptyOutDir
  const inside = relative(root, outDir)
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)
}

// Removed on a thread of its own: fs.promises would queue thousands of requests ahead of the
// files vike writes meanwhile, on the same few threads.
const REMOVE = `const { workerData } = require('node:worker_threads')
for (const folder of workerData) require('node:fs').rmSync(folder, { recursive: true, force: true })`

function removeInThread(folders: string[]): Promise<void> {
  const worker = new Worker(REMOVE, { eval: true, workerData: folders })
  // Files left behind do no harm: the next build takes them with it.
  worker.once('error', (error) =>
    console.warn(`The previous build was not all removed: ${String(error)}`),
  )
  return new Promise((resolve) => worker.once('exit', () => resolve()))
}

// The plugins are bundled once per process, so the build's every copy of the content plugin sees
// these.
const removals = new Set<Promise<void>>()

/**
 * Moves the previous build's files out of `outDir` in one rename and removes them in the
 * background: Vite would remove them one by one, on the main thread, before writing (about
 * 0.3 ms a page). What a build stopped midway left aside goes too. A folder holding `.git`, which
 * Vite keeps, is left to Vite.
 */
export function setAsidePreviousBuild(outDir: string) {
  const parent = dirname(outDir)
  const prefix = `.${basename(outDir)}.previous-`
  try {
    if (existsSync(outDir) && !existsSync(join(outDir, '.git')))
      renameSync(outDir, join(parent, `${prefix}${process.pid}-${Date.now()}`))
  } catch {
    // Left where it is: Vite empties it as it always did.
  }
  const aside = existsSync(parent)
    ? readdirSync(parent).filter((name) => name.startsWith(prefix))
    : []
  if (aside.length > 0) removals.add(removeInThread(aside.map((name) => join(parent, name))))
}

/** Resolves once every previous build this process set aside is removed from the disk. */
export const previousBuildsRemoved = () => Promise.all(removals).then(() => undefined)
