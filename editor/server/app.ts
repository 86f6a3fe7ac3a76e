import { Hono } from 'hono'
import { API } from '../api'

export interface EditorApiOptions {
  /** The project's folder: the one holding content/ and public/. */
  root: string
  /** The origins a writing request may come from (the dev server's own). */
  allowedOrigins: () => string[]
}

/** Every route of the page editor's API (editor/api.ts), under /_edit/api. */
export function editorApi(options: EditorApiOptions): Hono {
  void options
  const app = new Hono().basePath(API)
  return app
}
