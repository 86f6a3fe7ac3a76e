import { parentPort, workerData } from 'node:worker_threads'
import { readContent, validateBeforeFacts } from './load'

// A worker thread's entry (see build-content.ts): the site's content, read and validated, then
// the problems of the cross-page fact checks, run while the build renders the pages.

/** Sends the content and gives the fact checks to run: the content sent is not kept here. */
function sendContent(root: string) {
  const { before, facts } = validateBeforeFacts(readContent(root))
  parentPort!.postMessage({ content: before.content, issues: before.issues })
  return facts
}

const facts = sendContent((workerData as { root: string }).root)
parentPort!.postMessage(facts?.() ?? [])
