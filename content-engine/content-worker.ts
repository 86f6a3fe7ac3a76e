import { parentPort, workerData } from 'node:worker_threads'
import { readContentForBuild, validateBeforeFacts } from './load'
import { packPage, type PackedAnswer } from './packed-pages'
import { holdPages } from './held-pages'
import { garbageBound } from '../lib/node/garbage-bound'
import { stopPretenuring } from '../lib/node/pretenuring'
import { SpillFile } from '../lib/node/spill-file'

// A worker thread's entry (see build-content.ts): the site's content, read and validated, then
// the problems of the cross-page fact checks, run while the build renders the pages.

interface WorkerData {
  root: string
  /** The spill file the build made for the pages (see packed-pages.ts). */
  spill: number
}

/** Sends the content, packed, and gives the fact checks to run: nothing sent is kept here. */
function sendContent({ root, spill: fd }: WorkerData) {
  const spill = SpillFile.of(fd)
  const { issues, content, facts } = validateBeforeFacts(readContentForBuild(root), {
    keep: packPage(spill),
    hold: holdPages(spill, () => void garbage.check()),
  })
  spill.flush()
  // The validation's garbage is let go of before the main thread takes the answer in.
  if (facts) garbage.collect()
  const answer: PackedAnswer = { issues, packed: content }
  parentPort!.postMessage(answer)
  return facts
}

/** The garbage the fact checks' reading of the pages may leave (see lib/node/garbage-bound.ts). */
const garbage = garbageBound(64 * 2 ** 20)

stopPretenuring()
const facts = sendContent(workerData as WorkerData)
parentPort!.postMessage(facts?.() ?? [])
