import { relative, sep } from 'node:path'
import { ContentError } from './issues'
import {
  contentRoot,
  readContent,
  validateContent,
  type ContentFile,
  type ContentFiles,
  type LoadedPage,
  type SiteContent,
} from './load'

interface Loaded {
  files?: ContentFiles
  content?: SiteContent
  byRoute?: Map<string, LoadedPage>
  /** Page files changed since `content` was made (dev); they are read again on the next use. */
  changed: Set<string>
}

/**
 * One store per process, shared by every copy of this module: the Vite plugin (loaded with the
 * config) and the pages (loaded by vike) each get their own module instance.
 */
const store: Map<string, Loaded> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site-content.cache')
] ??= new Map<string, Loaded>()) as Map<string, Loaded>

function remember(root: string, files: ContentFiles | undefined, content: SiteContent) {
  const byRoute = new Map(content.pages.map((page) => [page.route, page]))
  store.set(root, { files, content, byRoute, changed: new Set() })
  return content
}

/** Keeps content already loaded and validated, so the pages of this process reuse it. */
export function rememberContent(content: SiteContent, root = contentRoot()): SiteContent {
  return remember(root, undefined, content)
}

/**
 * Tells the store a file changed (dev). A page file is read again on the next use, the other
 * pages are reused; any other change (site.yaml, public/) reloads everything.
 */
export function contentChanged(path: string, root = contentRoot()) {
  const hit = store.get(root)
  const file = relative(root, path).split(sep).join('/')
  if (hit?.files && /^content\/pages\/.+\.ya?ml$/.test(file)) hit.changed.add(file)
  else store.delete(root)
}

function load(root: string, previous?: Loaded): SiteContent {
  const before = new Map<string, ContentFile>()
  if (previous?.files)
    for (const read of [previous.files.site, ...previous.files.pages]) before.set(read.file, read)
  const files = readContent(root, (file) =>
    previous?.changed.has(file) ? undefined : before.get(file),
  )
  const { content, issues } = validateContent(files)
  if (!content) throw new ContentError(issues)
  return remember(root, files, content)
}

function loaded(root: string): Loaded {
  const hit = store.get(root)
  if (hit?.content && hit.changed.size === 0) return hit
  load(root, hit)
  return store.get(root)!
}

/** The validated content, loaded once per process (in dev, again for what changed); throws every content problem at once. */
export function getContent(root = contentRoot()): SiteContent {
  return loaded(root).content!
}

/** The page a route is made from, if any. */
export function getPage(route: string, root = contentRoot()): LoadedPage | undefined {
  return loaded(root).byRoute!.get(route)
}
