import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { closeSync } from 'node:fs'
import { join } from 'node:path'
import { bundleForNode } from '../lib/node/bundle'
import { contentRoot, type ValidatedContent } from './load'
import type { ContentIssue } from './issues'
import { contentArriving, rememberContent } from './cache'
import { processWide } from '../lib/process-wide'
import { unpackContent, type PackedAnswer } from './packed-pages'
import { SpillFile } from '../lib/node/spill-file'

const ENTRY = fileURLToPath(new URL('./content-worker.ts', import.meta.url))
// Under node_modules, so the bundle's own imports (ajv, yaml…) resolve as they do here.
const CACHE = fileURLToPath(new URL('../node_modules/.cache/site-content/', import.meta.url))
const BUNDLE = join(CACHE, 'content-worker.mjs')

/** A spill file's descriptor is closed once no page can read from it any more. */
const closeWhenUnread = new FinalizationRegistry<number>((fd) => closeSync(fd))

/** A build's content, answered by the worker in two steps. */
export interface ContentAnswers {
  /** The content, or the problems found before the cross-page fact checks. */
  content: Promise<ValidatedContent>
  /** The problems of the cross-page fact checks (none when the content already has problems). */
  facts: Promise<ContentIssue[]>
  /** The content's answer, once it has come. */
  answered?: ValidatedContent
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((...settle) => ([resolve, reject] = settle))
  return { promise, resolve, reject }
}

/**
 * `loadContent(root)` in a worker thread: the build's start-up (Vite, vike, the bundling) goes on
 * meanwhile on the other core, its pages are rendered while the fact checks run, and the garbage
 * the validation leaves goes with the worker. The pages' blocks are kept in a spill file on disk
 * (see packed-pages.ts), and are read back one page at a time as each page is rendered.
 */
function loadContentInWorker(root: string): ContentAnswers {
  const content = deferred<ValidatedContent>()
  const facts = deferred<ContentIssue[]>()
  const spill = SpillFile.create(CACHE)
  let spillRead = false
  // Settling a settled promise does nothing: an error after the answers changes nothing.
  const fail = (error: unknown) => {
    if (!spillRead) spill.close()
    spillRead = true
    content.reject(error)
    facts.reject(error)
  }
  bundleForNode(ENTRY, BUNDLE).then(({ file }) => {
    const worker = new Worker(file, { workerData: { root, spill: spill.fd } })
    let answers = 0
    worker.on('message', (answer: unknown) => {
      if (answers++ === 0) {
        const { packed, issues } = answer as PackedAnswer
        if (packed) closeWhenUnread.register(spill, spill.fd)
        else spill.close()
        spillRead = true
        content.resolve({ issues, content: packed && unpackContent(packed, spill) })
        return
      }
      facts.resolve(answer as ContentIssue[])
      void worker.terminate()
    })
    worker.once('error', fail)
    worker.once('exit', (code) =>
      fail(new Error(`The content worker stopped (exit code ${code}) without an answer`)),
    )
  }, fail)
  // A build that stops at the first answer never asks for the second.
  facts.promise.catch(() => undefined)
  const answers: ContentAnswers = { content: content.promise, facts: facts.promise }
  answers.content = content.promise.then((result) => {
    if (result.content) rememberContent(result.content, root)
    return (answers.answered = result)
  })
  answers.content.catch(() => undefined)
  contentArriving(
    answers.content.then(({ content }) => content),
    root,
  )
  return answers
}

const started = processWide('site-content.build', () => new Map<string, ContentAnswers>())

/**
 * The whole site for a build, read and validated in a worker thread once per process: vike loads
 * the Vite config six times, and each load makes the content plugin again, so later calls get the
 * same answers. Valid pages are kept in the content store, which serves them to the pages. The
 * files read stay in the worker: a build reads nothing again.
 */
export function buildContent(root = contentRoot()): ContentAnswers {
  let answers = started.get(root)
  if (!answers) started.set(root, (answers = loadContentInWorker(root)))
  return answers
}
