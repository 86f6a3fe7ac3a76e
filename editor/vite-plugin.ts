import type { AddressInfo } from 'node:net'
import type { Plugin, ViteDevServer } from 'vite'
import { contentRoot } from '../content-engine/read-content'

export const EDITOR_PATH = '/_edit'

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page editor</title>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="/editor/ui/main.tsx"></script>
  </body>
</html>
`

/**
 * The page editor, in the dev server only: its API under /_edit/api and its app at /_edit. The
 * editor's code is loaded when the dev server starts, so a build never loads any of it.
 */
export function editorPlugin(): Plugin {
  return {
    name: 'page-editor',
    apply: 'serve',
    config: () => ({
      // Found when the server starts rather than on the first visit, which would reload the editor.
      optimizeDeps: {
        include: [
          '@rjsf/core',
          '@rjsf/utils',
          '@rjsf/validator-ajv8',
          '@dnd-kit/core',
          '@dnd-kit/sortable',
          '@dnd-kit/utilities',
          'react-dom/client',
        ],
      },
    }),
    async configureServer(server) {
      // Loaded by the dev server itself, not imported: the config's bundle (which vike loads several
      // times during a build) then holds none of the editor's server.
      const { editorMiddleware } = (await server.ssrLoadModule(
        '/editor/server/mount.ts',
      )) as typeof import('./server/mount')
      const api = editorMiddleware({
        root: contentRoot(),
        allowedOrigins: () => ownOrigins(server),
      })
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').replace(/[?#].*$/, '')
        if (path.startsWith(`${EDITOR_PATH}/api/`)) {
          api(req, res, next)
          return
        }
        if (path !== EDITOR_PATH && path !== `${EDITOR_PATH}/`) {
          next()
          return
        }
        server
          .transformIndexHtml(EDITOR_PATH, shell)
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(html)
          })
          .catch(next)
      })
    },
  }
}

/** The dev server's own origins, the only ones allowed to write through the editor. */
function ownOrigins(server: ViteDevServer): string[] {
  const address = server.httpServer?.address() as AddressInfo | null | undefined
  if (!address) return []
  return [`http://127.0.0.1:${address.port}`, `http://localhost:${address.port}`]
}
