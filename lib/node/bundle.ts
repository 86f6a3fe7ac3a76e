import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'
import { build, type Plugin } from 'esbuild'
import { processWide } from '../process-wide'

/** Each bundled file keeps its own `import.meta.url`, so the paths it resolves from it hold. */
const ownFileUrls: Plugin = {
  name: 'own-file-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: path.endsWith('x') ? 'tsx' : 'ts',
    }))
  },
}

let written = 0

export interface NodeBundle {
  /** The file written. */
  file: string
  /** The absolute paths of the project's files it holds. */
  sources: string[]
}

/**
 * `entry` and the project files it imports, in one ES module that Node runs without TypeScript
 * (packages stay imports). The file is written whole or not at all: another build, or another
 * thread of this process, may write the same bundle at the same moment.
 */
export async function bundleForNode(entry: string, file: string): Promise<NodeBundle> {
  const { outputFiles, metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outfile: file,
    logLevel: 'silent',
    plugins: [ownFileUrls],
  })
  const partial = `${file}.${process.pid}.${threadId}.${++written}`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(partial, outputFiles[0]!.text)
  renameSync(partial, file)
  return { file, sources: Object.keys(metafile.inputs).map((input) => resolve(input)) }
}

interface Imported {
  made: Promise<NodeBundle>
  module: Promise<unknown>
  startedAt: number
}

const imported = processWide('node-bundle.imported', () => new Map<string, Imported>())

// A file gone since counts as changed, and so does one written in the millisecond the bundle started.
const changedSince = (time: number) => (file: string) =>
  (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) >= time

async function upToDate(hit: Imported | undefined): Promise<boolean> {
  if (!hit) return false
  // A bundle that failed (a syntax error while editing) is made again on the next call.
  return Promise.all([hit.made, hit.module]).then(
    ([{ sources }]) => !sources.some(changedSince(hit.startedAt)),
    () => false,
  )
}

function fresh(entry: string, file: string): Imported {
  const startedAt = Date.now()
  const made = bundleForNode(entry, file)
  const module = made.then(
    ({ file }) => import(`${pathToFileURL(file).href}?v=${startedAt}-${++written}`),
  )
  const started = { made, module, startedAt }
  imported.set(entry, started)
  return started
}

/**
 * `entry`'s module, bundled by `bundleForNode` and imported once per process: later calls get
 * the same module until one of its source files changes.
 */
export async function importBundled(
  entry: string,
  file: string,
): Promise<NodeBundle & { module: unknown }> {
  const seen = imported.get(entry)
  const current = await upToDate(seen)
  // Another call may have started a new bundle while this one looked at the one it saw.
  const replaced = imported.get(entry) !== seen
  const used = current || replaced ? imported.get(entry)! : fresh(entry, file)
  const [bundle, module] = await Promise.all([used.made, used.module])
  return { ...bundle, module }
}
