import { parentPort, workerData } from 'node:worker_threads'
import { loadContent } from '../../content-engine/load'
import type { FromWorker, RenderRequest, WorkerData } from './messages'

// A worker thread's entry (see build-worker.ts): it reads and validates the site's content, then
// renders the documents the build asks for.
const port = parentPort!
const { root, renderer } = workerData as WorkerData
const say = (message: FromWorker) => port.postMessage(message)
const result = loadContent(root)
say({ kind: 'content', result: { content: result.content, issues: result.issues } })

const { content } = result
if (content) {
  const byRoute = new Map(content.pages.map((page) => [page.route, page]))
  const loaded = import(renderer) as Promise<typeof import('./render-document')>
  port.on('message', ({ id, route }: RenderRequest) => {
    const page = byRoute.get(route)
    void loaded.then(({ renderDocument }) =>
      say({ kind: 'rendered', id, html: page && renderDocument(content, page) }),
    )
  })
}
