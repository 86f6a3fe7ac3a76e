import type { Site } from '../lib/site/schema'
import { fillPage, placeholderValues } from './interpolate'
import { tokenOf } from './facts/per-page'
import { internalLinks, type FoundLink } from './links'
import { sectionIdsOf } from './section-links'
import type { ContentFile, ContentFiles, LoadedPage } from './content-types'
import { validatePage, type ValidPage } from './validate-page'
import { imageFileIssues } from './image-files'
import type { ContentIssue } from './issues'

/*
 * Work done once per file read: when the dev server validates the site again after one file
 * changed, every other page reuses its result (a re-read file is a new object, so it is redone).
 */
const validated = new WeakMap<ContentFile, ReturnType<typeof validatePage>>()
const links = new WeakMap<ContentFile, [FoundLink[], Set<string>]>()
const images = new WeakMap<ContentFile, { publicFiles: string[]; issues: ContentIssue[] }>()
const filled = new WeakMap<object, WeakMap<ContentFile, LoadedPage>>()
const fillToken = tokenOf('site placeholders')

export function validatedPage(read: ContentFile): ReturnType<typeof validatePage> {
  let result = validated.get(read)
  if (!result) validated.set(read, (result = validatePage(read.source, read.data)))
  return result
}

/**
 * The page with every placeholder filled in, once per page file read and values the site-wide
 * placeholders stand for (an edit of site.yaml that changes none of them refills no page).
 */
export function filledIn(site: Site, read: ContentFile, page: LoadedPage): LoadedPage {
  const token = fillToken(JSON.stringify(placeholderValues(site)))
  let forSite = filled.get(token)
  if (!forSite) filled.set(token, (forSite = new WeakMap()))
  let result = forSite.get(read)
  if (!result) forSite.set(read, (result = fillPage(page, site)))
  return result
}

/** The links inside the site a valid page holds, with their paths in the file, and its section ids. */
export function linksOf(read: ContentFile, page: ValidPage) {
  let result = links.get(read)
  const { meta, blocks } = page
  if (!result) links.set(read, (result = [internalLinks({ meta, blocks }), sectionIdsOf(blocks)]))
  return result
}

/**
 * The page's missing or unreadable images. Kept per file read and listing of public/: the store
 * lists public/ again on any change there.
 */
export function imageIssuesOf(
  { root, publicFiles }: Pick<ContentFiles, 'root' | 'publicFiles'>,
  read: ContentFile,
  page: ValidPage,
  known: Map<string, string | undefined>,
): ContentIssue[] {
  const hit = images.get(read)
  if (hit?.publicFiles === publicFiles) return hit.issues
  const blockTypeAt = (i: number) => page.blocks[i]?.type
  const value = { blocks: page.blocks }
  const issues = imageFileIssues(root, read.source, value, blockTypeAt, known, publicFiles)
  images.set(read, { publicFiles, issues })
  return issues
}
