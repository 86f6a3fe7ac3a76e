import { parentPort, workerData } from 'node:worker_threads'
import { readContent, validateBeforeFacts } from './load'

// A worker thread's entry (see build-content.ts): the site's content, read and validated, then
// the problems of the cross-page fact checks, run while the build renders the pages.
const { before, facts } = validateBeforeFacts(readContent((workerData as { root: string }).root))
parentPort!.postMessage({ content: before.content, issues: before.issues })
parentPort!.postMessage(facts?.() ?? [])
