import { ContentError } from './issues'
import { contentRoot, loadContent, type LoadedPage, type SiteContent } from './load'

interface Loaded {
  content: SiteContent
  byRoute: Map<string, LoadedPage>
}

/**
 * One store per process, shared by every copy of this module: the Vite plugin (loaded with the
 * config) and the pages (loaded by vike) each get their own module instance.
 */
const store: Map<string, Loaded> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site-content.cache')
] ??= new Map<string, Loaded>()) as Map<string, Loaded>

/** Keeps content already loaded and validated, so the pages of this process reuse it. */
export function rememberContent(content: SiteContent, root = contentRoot()): SiteContent {
  store.set(root, { content, byRoute: new Map(content.pages.map((page) => [page.route, page])) })
  return content
}

/** Forgets the loaded content; the dev server calls this when a content or public file changes. */
export function forgetContent() {
  store.clear()
}

function loaded(root: string): Loaded {
  const hit = store.get(root)
  if (hit) return hit
  const { content, issues } = loadContent(root)
  if (!content) throw new ContentError(issues)
  rememberContent(content, root)
  return store.get(root)!
}

/** The validated content, loaded once per process (once per change in dev); throws every content problem at once. */
export function getContent(root = contentRoot()): SiteContent {
  return loaded(root).content
}

/** The page a route is made from, if any. */
export function getPage(route: string, root = contentRoot()): LoadedPage | undefined {
  return loaded(root).byRoute.get(route)
}
