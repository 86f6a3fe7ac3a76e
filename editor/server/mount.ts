import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { API } from '../api'
import { editorApi } from './app'

export interface EditorMiddlewareOptions {
  /** The project's folder: the one holding content/ and public/. */
  root: string
  /** The dev server's own origin(s), e.g. `http://127.0.0.1:5173`; read on every request, so it can change after listen. */
  allowedOrigins: () => string[]
}

type Next = (error?: unknown) => void

/** The editor's API as a Connect middleware, for Vite's dev server: answers under /_edit/api, passes everything else on. */
export function editorMiddleware(
  options: EditorMiddlewareOptions,
): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const app = editorApi({ root: options.root, allowedOrigins: options.allowedOrigins })
  const listener = getRequestListener(app.fetch)
  return (req, res, next) => {
    // Connect strips a mount path from req.url and keeps the whole one in originalUrl.
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? ''
    if (!url.startsWith(API + '/') && url !== API) {
      next()
      return
    }
    req.url = url
    listener(req, res).catch(next)
  }
}
