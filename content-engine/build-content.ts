import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { bundleForNode } from '../lib/node/bundle'
import { contentRoot, type ValidatedContent } from './load'
import { rememberContent, rememberedContent } from './cache'

const ENTRY = fileURLToPath(new URL('./content-worker.ts', import.meta.url))
// Under node_modules, so the bundle's own imports (ajv, yaml…) resolve as they do here.
const BUNDLE = fileURLToPath(
  new URL('../node_modules/.cache/site-content/content-worker.mjs', import.meta.url),
)

/**
 * `loadContent(root)` in a worker thread: the build's start-up (Vite, vike, the bundling of the
 * client) goes on meanwhile on the other core, and the garbage the validation leaves goes with
 * the worker. The answer is a copy of what `loadContent` returns, made by the structured clone.
 */
async function loadContentInWorker(root: string): Promise<ValidatedContent> {
  const { file } = await bundleForNode(ENTRY, BUNDLE)
  const worker = new Worker(file, { workerData: { root } })
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

const loading: Map<string, Promise<ValidatedContent>> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site-content.loading')
] ??= new Map<string, Promise<ValidatedContent>>()) as Map<string, Promise<ValidatedContent>>

/**
 * The whole site for a build, read and validated in a worker thread on the first call of the
 * process only (vike loads the Vite config six times, and each load makes the content plugin
 * again): later calls get the same pages, which the content store then serves. The files read stay in the
 * worker: a build reads nothing again.
 */
export function buildContent(root = contentRoot()): Promise<ValidatedContent> {
  const remembered = rememberedContent(root)
  if (remembered) return Promise.resolve({ content: remembered, issues: [] })
  const pending = loading.get(root)
  if (pending) return pending
  const loaded = loadContentInWorker(root)
    .then((result) => {
      if (result.content) rememberContent(result.content, root)
      return result
    })
    .finally(() => loading.delete(root))
  loading.set(root, loaded)
  return loaded
}
