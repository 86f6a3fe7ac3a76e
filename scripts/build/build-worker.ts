import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import type { ValidatedContent } from '../../content-engine/load'
import type { FromWorker, RenderRequest, WorkerData } from './messages'

const ENTRIES = ['worker-entry.ts', 'render-document.ts'].map((name) =>
  fileURLToPath(new URL(`./${name}`, import.meta.url)),
)
// Under node_modules, so the bundles' own imports (ajv, react…) resolve as they do here.
const BUNDLES = fileURLToPath(new URL('../../node_modules/.cache/site-build', import.meta.url))

/**
 * The worker's code and its renderer's, one file each (Node runs no TypeScript), each written
 * whole or not at all: another build may be starting the same worker at the same moment.
 */
async function bundledWorker(root: string): Promise<[file: string, data: WorkerData]> {
  const { outputFiles } = await build({
    entryPoints: ENTRIES,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    outdir: BUNDLES,
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  })
  mkdirSync(BUNDLES, { recursive: true })
  for (const { path, text } of outputFiles) {
    const partial = `${path}.${process.pid}.${Date.now()}`
    writeFileSync(partial, text)
    renameSync(partial, path)
  }
  const [worker, renderer] = outputFiles.map(({ path }) => path) as [string, string]
  return [worker, { root, renderer: pathToFileURL(renderer).href }]
}

/** A worker thread that reads and validates a build's content, then renders its pages. */
export interface BuildWorker {
  /** What `loadContent(root)` returns, as a structured-clone copy. */
  content: Promise<ValidatedContent>
  /** The document of the page at `route` with vike's asset markers; undefined for no page. */
  render: (route: string) => Promise<string | undefined>
  /** Ends the worker; a later `buildWorker` for the same root starts a new one. */
  stop: () => Promise<void>
}

type Waiting = { resolve: (html?: string) => void; reject: (error: Error) => void }

function startBuildWorker(root: string, forget: () => void): BuildWorker {
  const waiting = new Map<number, Waiting>()
  let asked = 0
  const worker = bundledWorker(root).then(([file, workerData]) => new Worker(file, { workerData }))
  const content = worker.then(
    (thread) =>
      new Promise<ValidatedContent>((resolve, reject) => {
        // The build's process ends when its work does, whether or not the worker has stopped.
        thread.unref()
        thread.on('message', (message: FromWorker) => {
          if (message.kind === 'content') {
            resolve(message.result)
            return
          }
          waiting.get(message.id)?.resolve(message.html)
          waiting.delete(message.id)
        })
        const fail = (error: Error) => {
          reject(error)
          for (const { reject: rejectRender } of waiting.values()) rejectRender(error)
          waiting.clear()
        }
        thread.once('error', fail)
        thread.once('exit', (code) =>
          fail(new Error(`The build worker stopped (exit code ${code}) before it was done`)),
        )
      }),
  )
  return {
    content,
    render: async (route) => {
      const thread = await worker
      const id = ++asked
      const html = new Promise<string | undefined>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      )
      thread.postMessage({ id, route } satisfies RenderRequest)
      return html
    },
    stop: async () => {
      forget()
      await (await worker).terminate()
    },
  }
}

const workers: Map<string, BuildWorker> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site-build.workers')
] ??= new Map<string, BuildWorker>()) as Map<string, BuildWorker>

/**
 * The build worker for a content root, started on the first call of the process: vike loads the
 * Vite config, and so the build's plugins, more than once. The build's start-up and the bundling
 * of the client go on meanwhile, and the garbage the validation leaves stays in the worker.
 */
export function buildWorker(root: string): BuildWorker {
  let worker = workers.get(root)
  if (!worker) {
    worker = startBuildWorker(root, () => workers.delete(root))
    workers.set(root, worker)
  }
  return worker
}
