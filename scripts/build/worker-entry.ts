import { parentPort, workerData } from 'node:worker_threads'
import { loadContent } from '../../content-engine/load'
import { renderPageHtml } from '../../renderer/render-page'
import { withAssetSlots } from '../../renderer/asset-slots'
import type { FromWorker, RenderRequest } from './messages'

// A worker thread's entry (see build-worker.ts): it reads and validates the site's content, then
// renders the documents the build asks for.
const port = parentPort!
const say = (message: FromWorker) => port.postMessage(message)
const result = loadContent((workerData as { root: string }).root)
say({ kind: 'content', result: { content: result.content, issues: result.issues } })

const { content } = result
if (content) {
  const byRoute = new Map(content.pages.map((page) => [page.route, page]))
  port.on('message', ({ id, route }: RenderRequest) => {
    const page = byRoute.get(route)
    say({ kind: 'rendered', id, html: page && withAssetSlots(renderPageHtml(content, page)) })
  })
}
