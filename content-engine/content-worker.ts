import { parentPort, workerData } from 'node:worker_threads'
import { readContent, validateBeforeFacts } from './load'
import { collectGarbage } from '../lib/node/collect-garbage'
import { stopPretenuring } from '../lib/node/pretenuring'

// A worker thread's entry (see build-content.ts): the site's content, read and validated, then
// the problems of the cross-page fact checks, run while the build renders the pages.

/** Sends the content and gives the fact checks to run: the content sent is not kept here. */
function sendContent(root: string) {
  const { before, facts } = validateBeforeFacts(readContent(root))
  parentPort!.postMessage({ content: before.content, issues: before.issues })
  return facts
}

stopPretenuring()
const facts = sendContent((workerData as { root: string }).root)
// The copy just sent is garbage here: collected before the fact checks, so that V8 sizes this
// heap for what they keep rather than for that copy (the build's peak at 20,058 pages).
if (facts) collectGarbage()
parentPort!.postMessage(facts?.() ?? [])
