import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import type { ValidatedContent } from './load'

const ENTRY = fileURLToPath(new URL('./content-worker.ts', import.meta.url))
// Under node_modules, so the bundle's own imports (ajv, yaml…) resolve as they do here.
const BUNDLE = fileURLToPath(
  new URL('../node_modules/.cache/site-content/content-worker.mjs', import.meta.url),
)

/**
 * The worker's code in one file (Node runs no TypeScript), written whole or not at all: another
 * build may be starting the same worker at the same moment.
 */
async function bundledWorker(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    outfile: BUNDLE,
    logLevel: 'silent',
  })
  const partial = `${BUNDLE}.${process.pid}.${Date.now()}`
  mkdirSync(dirname(BUNDLE), { recursive: true })
  writeFileSync(partial, outputFiles[0]!.text)
  renameSync(partial, BUNDLE)
  return BUNDLE
}

/**
 * `loadContent(root)` in a worker thread: the build's start-up (Vite, vike, the bundling of the
 * client) goes on meanwhile on the other core, and the garbage the validation leaves goes with
 * the worker. The answer is a copy of what `loadContent` returns, made by the structured clone.
 */
export async function loadContentInWorker(root: string): Promise<ValidatedContent> {
  const worker = new Worker(await bundledWorker(), { workerData: { root } })
  return new Promise<ValidatedContent>((resolve, reject) => {
    worker.once('message', (result: ValidatedContent) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) =>
      reject(new Error(`The content worker stopped (exit code ${code}) without an answer`)),
    )
  })
}
