import { Hono } from 'hono'
import { API, type ErrorAnswer } from '../api'
import { draftRoutes } from './draft-routes'
import { projectRoutes } from './project-routes'
import { readRoutes } from './read-routes'
import { RequestError } from './request-error'
import { sameOrigin } from './same-origin'

export interface EditorApiOptions {
  /** The project's folder: the one holding content/ and public/. */
  root: string
  /** The origins a request that writes may come from: the dev server's own. */
  allowedOrigins: () => string[]
}

/** Every route of the page editor's API (editor/api.ts), under /_edit/api. */
export function editorApi({ root, allowedOrigins }: EditorApiOptions) {
  const app = new Hono().basePath(API)
  app.use('*', sameOrigin(allowedOrigins))
  app.route('/', readRoutes(root))
  app.route('/', draftRoutes(root))
  app.route('/', projectRoutes(root))
  app.notFound((c) =>
    c.json({ error: `No editor route ${c.req.method} ${c.req.path}.` } satisfies ErrorAnswer, 404),
  )
  app.onError((error, c) => {
    if (error instanceof RequestError)
      return c.json({ error: error.message } satisfies ErrorAnswer, error.status)
    console.error(error)
    return c.json(
      { error: `The editor's server failed: ${error.message}` } satisfies ErrorAnswer,
      500,
    )
  })
  return app
}
