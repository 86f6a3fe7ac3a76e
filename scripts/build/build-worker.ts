import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import type { ValidatedContent } from '../../content-engine/load'
import type { FromWorker, RenderRequest } from './messages'

const ENTRY = fileURLToPath(new URL('./worker-entry.ts', import.meta.url))
// Under node_modules, so the bundle's own imports (ajv, react…) resolve as they do here.
const BUNDLE = fileURLToPath(
  new URL('../../node_modules/.cache/site-build/worker.mjs', import.meta.url),
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
  const worker = bundledWorker().then((file) => new Worker(file, { workerData: { root } }))
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
