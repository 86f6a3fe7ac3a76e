import { parentPort, workerData } from 'node:worker_threads'
import { loadContent } from './load'

// A worker thread's entry (see build-content.ts): the site's content, read and validated.
const { content, issues } = loadContent((workerData as { root: string }).root)
parentPort!.postMessage({ content, issues })
