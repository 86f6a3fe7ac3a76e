import { Hono } from 'hono'
import { parse } from 'yaml'
import type { PageFile } from '../api'
import { usStates } from '../../scripts/scaffold/city-page-plan'
import { editorSchemas } from './block-catalogue'
import { issuesOfDraft } from './draft'
import { readPageText, versionOf } from './page-files'
import { pageList } from './page-list'
import { publicImages } from './public-images'
import { editablePath } from './safe-path'

/** A file as on disk, parsed, with its problems. */
export function pageFile(root: string, file: string): PageFile {
  const text = readPageText(editablePath(root, file), file)
  let data: unknown = null
  try {
    data = parse(text)
  } catch {
    // Not valid YAML: its issues say where; the forms get nothing to edit.
  }
  return { file, text, version: versionOf(text), data, issues: issuesOfDraft(root, file, text) }
}

/** The routes that only read. */
export function readRoutes(root: string): Hono {
  let schemas: ReturnType<typeof editorSchemas> | undefined
  const routes = new Hono()
  routes
    .get('/pages', (c) => c.json({ pages: pageList(root) }))
    .get('/page', (c) => c.json(pageFile(root, c.req.query('file') ?? '')))
    .get('/version', (c) => {
      const file = c.req.query('file') ?? ''
      return c.json({ version: versionOf(readPageText(editablePath(root, file), file)) })
    })
    .get('/schemas', (c) => c.json((schemas ??= editorSchemas())))
    .get('/states', (c) => c.json({ states: usStates }))
    .get('/images', (c) => c.json({ images: publicImages(root) }))
  return routes
}
