import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { ContentError, type ContentIssue } from './issues'
import { processWide } from '../lib/process-wide'
import {
  checkFiles,
  contentRoot,
  listContent,
  readContent,
  renderablePages,
  validateContent,
  type ContentFile,
  type ContentFiles,
  type ContentListing,
  type LoadedPage,
  type SiteContent,
} from './load'
import { parsedFile } from './read-content'
import { routeOf } from './routes'

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
const store = processWide('site-content.cache', () => new Map<string, Loaded>())

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

const PAGES = 'content/pages/'
const SITE = 'content/site.yaml'

const PUBLIC = 'public/'

/**
 * Tells the store a file changed (dev). A page file or site.yaml is read again on the next use,
 * the other files are reused; a change under public/ lists it again and checks every page's
 * images again; any other change reloads everything.
 */
export function contentChanged(path: string, root = contentRoot()) {
  const hit = store.get(root)
  const file = relative(root, path).split(sep).join('/')
  const yaml = file === SITE || (file.startsWith(PAGES) && /\.ya?ml$/.test(file))
  if (hit?.files && (yaml || file.startsWith(PUBLIC))) hit.changed.add(file)
  else store.delete(root)
}

/** The files listed last time, unless a changed page file is new or gone (no need to list again). */
function listedBefore(root: string, { files, changed }: Loaded): ContentListing | undefined {
  if (!files) return undefined
  const listed = new Set(files.pages.map((page) => page.file))
  for (const file of changed)
    if (file.startsWith(PUBLIC)) return undefined
    else if (file !== SITE && (!listed.has(file) || !existsSync(join(root, file)))) return undefined
  const pageNames = files.pages.map((page) => page.file.slice(PAGES.length))
  return { pageNames, publicFiles: files.publicFiles }
}

function loaded(root: string): Loaded {
  const hit = store.get(root)
  if (hit && (hit.content || hit.issues) && hit.changed.size === 0) return hit
  const before = new Map<string, ContentFile>()
  if (hit?.files)
    for (const read of [hit.files.site, ...hit.files.pages]) before.set(read.file, read)
  const kept = (file: string) => (hit?.changed.has(file) ? undefined : before.get(file))
  const files = readContent(root, kept, (hit && listedBefore(root, hit)) ?? listContent(root))
  const { content, partial, issues } = validateContent(files, true)
  remember(root, files, content ?? partial, content ? undefined : issues)
  return store.get(root)!
}

const NO_ISSUES: ContentIssue[] = []

/** The content's problems, as `getContent` would throw them: the same array while nothing changed. */
export function contentIssues(root = contentRoot()): ContentIssue[] {
  return loaded(root).issues ?? NO_ISSUES
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

/** The content as read, with `file` holding `text` instead of what is on disk. */
function draftFiles(file: string, text: string, root: string): ContentFiles {
  const current = loaded(root).files ?? readContent(root)
  const draft = parsedFile(file, text, file === SITE ? 'site.schema.json' : 'page.schema.json')
  const isPage = file.startsWith(PAGES)
  const pages = current.pages.filter((page) => page.file !== file)
  if (isPage) pages.push({ ...draft, route: routeOf(file.slice(PAGES.length)) })
  pages.sort((a, b) => a.file.localeCompare(b.file))
  return { ...current, site: file === SITE ? draft : current.site, pages }
}

/**
 * Every problem `npm run check` would report if `file` (e.g. `content/pages/chicago.yaml`) held
 * `text`, the rest of the content as it is on disk: the file's own checks and the cross-page fact
 * checks, in the same words. A file not there yet is checked as a new page. Nothing is written and
 * the store is left as it was.
 */
export function checkDraft(file: string, text: string, root = contentRoot()): ContentIssue[] {
  return validateContent(draftFiles(file, text, root), true).issues
}

/**
 * The draft page to preview, without the cross-page fact checks (`checkDraft` runs those): the
 * draft among the pages the dev server serves, its own problems only. No page while the draft or
 * site.yaml does not match its schema.
 */
export function previewDraft(
  file: string,
  text: string,
  root = contentRoot(),
): { issues: ContentIssue[]; content?: SiteContent; page?: LoadedPage } {
  const checked = checkFiles(draftFiles(file, text, root))
  const broken = new Set(contentIssues(root).map((issue) => issue.file))
  broken.delete(file)
  const pages = checked.pages.filter(({ page }) => !broken.has(page.file))
  const content = renderablePages({ ...checked, pages })
  const page = content?.pages.find((each) => each.file === file)
  return page ? { issues: checked.issues, content, page } : { issues: checked.issues }
}
