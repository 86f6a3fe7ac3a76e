import type { ViteDevServer } from 'vite'

export const CATALOGUE_PATH = '/_blocks'

/**
 * `/_blocks` in dev: the block catalogue, rendered on each request through Vite so edits to a
 * block, its schema or its example show on reload. Never part of the built site.
 */
export function serveCatalogue(server: ViteDevServer) {
  server.middlewares.use(async (req, res, next) => {
    const path = (req.url ?? '').replace(/[?#].*$/, '').replace(/\/$/, '')
    if (path !== CATALOGUE_PATH) return next()
    try {
      const { catalogueHtml } = (await server.ssrLoadModule(
        '/scripts/catalogue/render.tsx',
      )) as typeof import('../catalogue/render')
      const head =
        '<link rel="stylesheet" href="/renderer/styles.css?direct"><script type="module" src="/@vite/client"></script>'
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(catalogueHtml(head))
    } catch (error) {
      next(error)
    }
  })
}
