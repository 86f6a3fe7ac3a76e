import { parentPort, workerData } from 'node:worker_threads'
import { readContentForBuild, validateBeforeFacts } from './load'
import { PagePacker, type PackedAnswer } from './packed-pages'
import { collectGarbage } from '../lib/node/collect-garbage'
import { stopPretenuring } from '../lib/node/pretenuring'

// A worker thread's entry (see build-content.ts): the site's content, read and validated, then
// the problems of the cross-page fact checks, run while the build renders the pages.

/** Sends the content, packed, and gives the fact checks to run: nothing sent is kept here. */
function sendContent(root: string) {
  const packer = new PagePacker()
  const { issues, content, facts } = validateBeforeFacts(readContentForBuild(root), (page) =>
    packer.add(page),
  )
  const chunks = packer.finish()
  const answer: PackedAnswer = { issues, packed: content && { ...content, chunks } }
  parentPort!.postMessage(answer, chunks)
  return facts
}

stopPretenuring()
const facts = sendContent((workerData as { root: string }).root)
// What was made for the answer is garbage here: collected before the fact checks, so that V8 sizes
// this heap for what they keep rather than for that (the build's peak at 20,058 pages).
if (facts) collectGarbage()
parentPort!.postMessage(facts?.() ?? [])
