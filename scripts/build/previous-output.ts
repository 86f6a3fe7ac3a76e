import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { isAbsolute, join, relative } from 'node:path'

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

/** What a build writes in its output folder: vike's client and server folders and assets.json. */
const WRITTEN = ['client', 'server', 'assets.json']
const ASIDE = '.previous-'

/** The previous build's output, moved out of the way of a build whose content is not yet known. */
export interface PreviousBuild {
  /** The new build goes on: the previous files are removed in the background. */
  discard(): void
  /** The new build stops: what it wrote goes, and the previous files are put back. */
  restore(): void
}

/**
 * Moves the previous build's files out of the way, each in one rename, into a folder of
 * `outDir`: Vite would remove them one by one, on the main thread, before writing (about 0.3 ms a
 * page), and they can still be put back if the build stops. `discard` also removes what a build
 * stopped midway left aside. Undefined when the previous files cannot be moved: a client folder
 * holding `.git`, which Vite keeps, is left to Vite.
 */
export function setAsidePreviousBuild(outDir: string): PreviousBuild | undefined {
  if (existsSync(join(outDir, 'client', '.git'))) return undefined
  const existed = existsSync(outDir)
  const aside = join(outDir, `${ASIDE}${process.pid}-${Date.now()}`)
  const moved: string[] = []
  const putBack = () => {
    for (const name of WRITTEN) rmSync(join(outDir, name), { recursive: true, force: true })
    for (const name of moved) renameSync(join(aside, name), join(outDir, name))
    rmSync(existed ? aside : outDir, { recursive: true, force: true })
  }
  try {
    mkdirSync(aside, { recursive: true })
    for (const name of WRITTEN)
      if (existsSync(join(outDir, name))) {
        renameSync(join(outDir, name), join(aside, name))
        moved.push(name)
      }
  } catch {
    putBack()
    return undefined
  }
  return {
    discard() {
      const left = readdirSync(outDir).filter((name) => name.startsWith(ASIDE))
      removals.add(removeInThread(left.map((name) => join(outDir, name))))
    },
    restore: putBack,
  }
}

/** Resolves once every previous build this process set aside is removed from the disk. */
export const previousBuildsRemoved = () => Promise.all(removals).then(() => undefined)
