import type { IncomingMessage } from 'node:http'
import type { ViteDevServer } from 'vite'
import { contentIssues, getPage } from '../../content-engine/cache'
import { formatIssues, type ContentIssue } from '../../content-engine/issues'
import { contentErrorPage } from './error-page'

/** Page requests only: not Vite's modules, assets or API calls. */
export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '/').replace(/[?#].*$/, '')
  if (/^\/(@|__|_blocks)/.test(path)) return false
  return Boolean(req.headers.accept?.includes('text/html')) || !/\.\w+$/.test(path)
}

/** True when the page at `url` is made from files without problems, so it can still be served. */
function servable(url: string, root: string): boolean {
  const path = url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
  return getPage(path, root) !== undefined
}

/**
 * While the content has problems, the pages made from the broken files (every page when site.yaml
 * is broken) show them (file:line:col, plain words) instead of a blank 500, other pages are still
 * served, and the terminal prints the problems once, without stack traces. Nothing is broadcast to
 * the open pages: they reload on the change (renderer/client/content-reload.ts) and a broken one
 * comes back as the error page, with the overlay. `refresh()` is called on every content change
 * and before every page request.
 */
export function contentErrorOverlay(server: ViteDevServer, root: string) {
  let issues: ContentIssue[] = []
  let reported = ''
  const refresh = () => {
    const current = contentIssues(root)
    if (current === issues) return
    issues = current
    const report = issues.length > 0 ? formatIssues(issues) : ''
    if (report === reported) return
    const logger = server.config.logger
    if (report) {
      const heading = 'The content has problems; pages show them until they are fixed.'
      logger.error(`\n${heading}\n\n${report}\n`, { timestamp: true })
    } else if (reported) logger.info('The content is valid again.', { timestamp: true })
    reported = report
  }
  refresh()
  server.middlewares.use((req, res, next) => {
    if (!isPageRequest(req)) {
      next()
      return
    }
    // A request can come before the change it follows was validated: validate it first.
    refresh()
    // A page whose own files are fine is still served, from the rest of the content.
    if (issues.length === 0 || servable(req.url ?? '/', root)) {
      next()
      return
    }
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end(contentErrorPage(issues, root, req.url ?? '/'))
  })
  return { refresh }
}
