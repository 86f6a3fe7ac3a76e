import { SiteSchema, type Site } from '../lib/site/schema'
import { fillPage, interpolateSite } from './interpolate'
import { placeholderIssues } from './site-placeholders'
import { sitePhoneIssues, telLinkIssues } from './phone-issues'
import { pageNameIssues } from './page-routes'
import { filledIn, imageIssuesOf, linksOf, validatedPage } from './once-per-file'
import type { ContentIssue } from './issues'
import { brokenLinkIssues, internalLinks, type FoundLink } from './links'
import { sectionLinkIssues } from './section-links'
import { validateNode } from './validate-node'
import { contentRoot, readContent } from './read-content'
import type { ContentFile, ContentFiles, LoadedPage, PageFile, SiteContent } from './content-types'
import { linkStateCities } from './facts/state-links'
import { factIssues } from './facts/check-facts'
import type { SourcedPage } from './facts/place-pages'

export type { ContentFile, ContentFiles, LoadedPage, SiteContent }

export {
  contentRoot,
  listContent,
  pageRoutes,
  readContent,
  type ContentListing,
} from './read-content'

export interface ValidatedContent {
  /** The whole site, when nothing is wrong. */
  content?: SiteContent
  /** When only some page files are wrong: the site with the pages that are right (dev serves them). */
  partial?: SiteContent
  issues: ContentIssue[]
}

/** A valid page, with what the checks across pages read of it. */
interface CheckedPage {
  page: SourcedPage
  read: PageFile
  links: FoundLink[]
  imageIssues: ContentIssue[]
}

/** The content once every file is checked on its own and its links against the others. */
export interface CheckedContent {
  issues: ContentIssue[]
  siteFile: string
  siteData: unknown
  pages: CheckedPage[]
}

/** site.yaml as a valid `Site`, or its problems (read or schema). */
function checkedSite({ source, data, issues }: ContentFiles['site']) {
  if (issues.length > 0) return { issues }
  const invalid = validateNode({ source, at: [], value: data, schema: SiteSchema })
  return invalid.length > 0 ? { issues: invalid } : { issues: [], site: data as Site }
}

/**
 * Every check of what `readContent` read but the cross-page fact checks: each page on its own,
 * then the links, section ids and images of every page against the others.
 */
export function checkFiles(files: ContentFiles): CheckedContent {
  const issues: ContentIssue[] = []
  const siteRead = files.site
  const siteData = siteRead.data
  const { issues: siteProblems, site } = checkedSite(siteRead)
  issues.push(...siteProblems)
  // Its phone number and tel: links once it is valid; the pages' tel: links below.
  if (site) issues.push(...sitePhoneIssues(siteRead.source, site))

  const pages: CheckedPage[] = []
  const routeFiles = new Map<string, string[]>()
  const sectionIds = new Map<string, Set<string>>()
  const images = new Map<string, string | undefined>()
  for (const read of files.pages) {
    const { file, route, source, issues: readIssues, parsed } = read
    routeFiles.set(route, [...(routeFiles.get(route) ?? []), file])
    issues.push(...readIssues)
    if (!parsed) continue
    const { page, issues: pageIssues } = validatedPage(read)
    issues.push(...pageIssues)
    if (!page) continue
    const [links, ids] = linksOf(read, page)
    sectionIds.set(route, ids)
    const imageIssues = imageIssuesOf(files, read, page, images)
    pages.push({ page: { ...page, route, file, source }, read, links, imageIssues })
  }

  for (const [route, owners] of routeFiles)
    if (owners.length > 1)
      for (const file of owners)
        issues.push({
          file,
          line: 1,
          col: 1,
          where: '',
          message: `route "${route}" is produced by more than one file: ${owners.join(', ')}`,
        })

  issues.push(...pageNameIssues(files.pages.map((page) => page.file)))

  const targets = new Set([...routeFiles.keys(), ...files.publicFiles])
  const siteLinks = internalLinks(siteData)
  issues.push(...brokenLinkIssues(siteRead.source, siteData, targets, undefined, siteLinks))
  issues.push(...sectionLinkIssues({ source: siteRead.source }, siteLinks, sectionIds))
  if (issues.length === 0) issues.push(...placeholderIssues(siteRead.source, siteData as Site))
  for (const { page, links, imageIssues } of pages) {
    const { source, route } = page
    const blockTypeAt = (i: number) => page.blocks[i]?.type
    issues.push(...brokenLinkIssues(source, page, targets, blockTypeAt, links))
    issues.push(...sectionLinkIssues({ source, route, blockTypeAt }, links, sectionIds))
    if (site) issues.push(...telLinkIssues(source, links, site, blockTypeAt))
    issues.push(...imageIssues)
  }
  return { issues, siteFile: siteRead.file, siteData, pages }
}

/**
 * The cross-page fact checks, once every file is right on its own: the whole site when nothing is
 * wrong; else every problem, with the pages that are right (dev serves them).
 */
export function checkFacts(checked: CheckedContent, remember = false): ValidatedContent {
  const { issues, siteFile, siteData, pages } = checked
  const sourced = pages.map(({ page }) => page)
  if (issues.length === 0) issues.push(...factIssues(sourced, siteData as Site, remember))
  if (issues.length === 0) return { issues, content: assemble(siteData as Site, pages) }
  const broken = new Set(issues.map((issue) => issue.file))
  if (broken.has(siteFile)) return { issues }
  const fine = pages.filter(({ page }) => !broken.has(page.file))
  return { issues, partial: assemble(siteData as Site, fine) }
}

/** The site made of `checked.pages`, whatever problems they have; none while site.yaml is wrong. */
export function renderablePages(checked: CheckedContent): SiteContent | undefined {
  const { issues, siteFile, siteData, pages } = checked
  if (issues.some((issue) => issue.file === siteFile)) return undefined
  return assemble(siteData as Site, pages)
}

/**
 * Validates what `readContent` read, all pages together; reports every problem of every file.
 * `remember`: keep what each page's fact checks found, for the next validation (the dev server).
 */
export const validateContent = (files: ContentFiles, remember = false): ValidatedContent =>
  checkFacts(checkFiles(files), remember)

function assemble(siteData: Site, checked: CheckedPage[]): SiteContent {
  const site = interpolateSite(siteData, siteData)
  const pages = checked.map(({ page }) => page)
  return {
    site,
    // A state page's city list depends on other pages, so only unchanged pages reuse their fill.
    pages: linkStateCities(pages).map((linked, i) => {
      const { source: _source, ...page } = linked
      return linked === pages[i] ? filledIn(site, checked[i]!.read, page) : fillPage(page, site)
    }),
  }
}

/** Reads and validates site.yaml and every page; reports every problem of every file. */
export function loadContent(root = contentRoot()): ValidatedContent {
  return validateContent(readContent(root))
}
