import { relative, sep } from 'node:path'
import { ContentError, type ContentIssue } from './issues'
import {
  contentRoot,
  loadContent,
  readContent,
  validateContent,
  type ContentFile,
  type ContentFiles,
  type LoadedPage,
  type SiteContent,
  type ValidatedContent,
} from './load'

interface Loaded {
  files?: ContentFiles
  /** What pages are served from: the whole site, or (while some page files are wrong) the rest. */
  content?: SiteContent
  byRoute?: Map<string, LoadedPage>
  /** The problems of the content; `content` is then partial, or absent. */
  issues?: ContentIssue[]
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

function remember(
  root: string,
  files: ContentFiles | undefined,
  content: SiteContent | undefined,
  issues?: ContentIssue[],
) {
  const byRoute = new Map(content?.pages.map((page) => [page.route, page]))
  store.set(root, { files, content, byRoute, issues, changed: new Set() })
}

/** Keeps content already loaded and validated, so the pages of this process reuse it. */
export function rememberContent(content: SiteContent, root = contentRoot()): SiteContent {
  remember(root, undefined, content)
  return content
}

/**
 * The whole site for a build, read and validated on the first call of the process only (vike
 * loads the Vite config, and so the build's plugins, more than once). The files read are not kept:
 * a build reads nothing again, so their parsed text need not stay in memory.
 */
export function buildContent(root = contentRoot()): ValidatedContent {
  const hit = store.get(root)
  if (hit?.content && !hit.issues && hit.changed.size === 0)
    return { content: hit.content, issues: [] }
  const result = loadContent(root)
  if (result.content) rememberContent(result.content, root)
  return result
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

function loaded(root: string): Loaded {
  const hit = store.get(root)
  if (hit && (hit.content || hit.issues) && hit.changed.size === 0) return hit
  const before = new Map<string, ContentFile>()
  if (hit?.files)
    for (const read of [hit.files.site, ...hit.files.pages]) before.set(read.file, read)
  const files = readContent(root, (file) => (hit?.changed.has(file) ? undefined : before.get(file)))
  const { content, partial, issues } = validateContent(files)
  remember(root, files, content ?? partial, content ? undefined : issues)
  return store.get(root)!
}

/** The validated content, loaded once per process (in dev, again for what changed); throws every content problem at once. */
export function getContent(root = contentRoot()): SiteContent {
  const { content, issues } = loaded(root)
  if (issues) throw new ContentError(issues)
  return content!
}

/**
 * What pages are rendered from: the whole site, or, while some page files have problems (dev),
 * the site without them, so the other pages keep working. Throws when nothing can be served.
 */
export function getServedContent(root = contentRoot()): SiteContent {
  const { content, issues } = loaded(root)
  if (!content) throw new ContentError(issues ?? [])
  return content
}

/** The page a route is made from, if it can be served. */
export function getPage(route: string, root = contentRoot()): LoadedPage | undefined {
  return loaded(root).byRoute!.get(route)
}
