import { SiteSchema, type Site } from '../lib/site/schema'
import { fillPage, interpolateSite } from './interpolate'
import { placeholderIssues } from './site-placeholders'
import { sitePhoneIssues, telLinkIssues } from './phone-issues'
import { pageNameIssues } from './page-routes'
import { filledIn, imageIssuesOf, letGoOf, linksOf, validatedPage } from './once-per-file'
import type { ContentIssue } from './issues'
import { brokenLinkIssues, internalLinks, type FoundLink } from './links'
import { sectionIdsOf, sectionLinkIssues } from './section-links'
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
  readContentForBuild,
  type ContentListing,
} from './read-content'

export interface ValidatedContent {
  /** The whole site, when nothing is wrong. */
  content?: SiteContent
  /** When only some page files are wrong: the site with the pages that are right (dev serves them). */
  partial?: SiteContent
  issues: ContentIssue[]
}

/** A valid page, with what the checks across pages read of it once it is no longer at hand. */
interface CheckedPage {
  page: SourcedPage
  read: PageFile
  links: FoundLink[]
  imageIssues: ContentIssue[]
}

interface Checked {
  issues: ContentIssue[]
  siteFile: string
  siteData: unknown
  pages: CheckedPage[]
}

/** How the checks keep a page: as it is (dev, `npm run check`), or on disk (a build). */
type Hold = (page: SourcedPage) => SourcedPage
const asIs = <T>(page: T) => page

const checkedPages = ({ pages }: Checked) => pages.map(({ page }) => page)

/** site.yaml as a valid `Site`, or its problems (read or schema). */
function checkedSite({ source, data, issues }: ContentFiles['site']) {
  if (issues.length > 0) return { issues }
  const invalid = validateNode({ source, at: [], value: data, schema: SiteSchema })
  return invalid.length > 0 ? { issues: invalid } : { issues: [], site: data as Site }
}

/**
 * Every check of what `readContent` read but the cross-page fact checks. Each page is checked on
 * its own and given to `hold` before the next is read; the checks across pages read what was kept
 * of each (its links, section ids and image problems). A page file read on demand (a build's) is
 * let go of once its page is held, so that the pages' values need not all be in memory at once.
 */
function checkBeforeFacts(files: ContentFiles, hold: Hold = asIs): Checked {
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
    const links = linksOf(read, page)
    sectionIds.set(route, sectionIdsOf(page.blocks))
    const imageIssues = imageIssuesOf(files, read, page, images)
    // The page's file as its source names it: one string for both.
    pages.push({
      page: hold({ ...page, route, file: source.file, source }),
      read,
      links,
      imageIssues,
    })
    letGoOf(read)
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
    const blockTypeAt = (i: number) => (page.blockTypes ? page.blockTypes[i] : page.blocks[i]?.type)
    issues.push(...brokenLinkIssues(source, page, targets, blockTypeAt, links))
    issues.push(...sectionLinkIssues({ source, route, blockTypeAt }, links, sectionIds))
    if (site) issues.push(...telLinkIssues(source, links, site, blockTypeAt))
    issues.push(...imageIssues)
  }
  return { issues, siteFile: siteRead.file, siteData, pages }
}

/** The site when nothing is wrong; else the problems, with the pages that are right. */
function outcome({ issues, siteFile, siteData, pages }: Checked): ValidatedContent {
  if (issues.length === 0) return { issues, content: assemble(siteData as Site, pages, filledIn) }
  const broken = new Set(issues.map((issue) => issue.file))
  if (broken.has(siteFile)) return { issues }
  const fine = pages.filter(({ page }) => !broken.has(page.file))
  return { issues, partial: assemble(siteData as Site, fine, filledIn) }
}

/** Validates what `readContent` read, all pages together; reports every problem of every file. */
export function validateContent(files: ContentFiles): ValidatedContent {
  const checked = checkBeforeFacts(files)
  if (checked.issues.length === 0)
    checked.issues.push(...factIssues(checkedPages(checked), checked.siteData as Site))
  return outcome(checked)
}

/** What a build keeps of its pages while it renders them and runs the fact checks. */
export interface BuildHolding<P> {
  /** Each page once filled: what the build renders it from (default: the page itself). */
  keep: (page: LoadedPage) => P
  /** Each page as written: what the checks read it from (default: the page itself). */
  hold: Hold
}

/**
 * `validateContent` in two steps, for a build that renders the pages while the fact checks run:
 * the site (or the problems) of every other check, and, when nothing else is wrong, the cross-page
 * fact checks to run next, giving their problems. Each page, once checked, is given to `hold`, and
 * once filled to `keep`; neither is held here, so that a large site's pages need not all stay in
 * memory (the build keeps them on disk: see packed-pages.ts).
 */
export function validateBeforeFacts<P = LoadedPage>(
  files: ContentFiles,
  { keep, hold }: BuildHolding<P> = { keep: asIs as (page: LoadedPage) => P, hold: asIs },
): { issues: ContentIssue[]; content?: { site: Site; pages: P[] }; facts?: () => ContentIssue[] } {
  const checked = checkBeforeFacts(files, hold)
  if (checked.issues.length > 0) return { issues: checked.issues }
  // Filled once, not kept per file read: the fact checks that follow read the pages as written.
  const site = checked.siteData as Site
  const content = assemble(site, checked.pages, fillOnce, keep)
  const pages = checkedPages(checked)
  return { issues: [], content, facts: () => factIssues(pages, site, { once: true }) }
}

/** A page with its placeholders filled: kept per file read (dev, checks) or made once (a build). */
type Filler = (site: Site, read: PageFile, page: LoadedPage) => LoadedPage
const fillOnce: Filler = (site, _read, page) => fillPage(page, site)

function assemble<P = LoadedPage>(
  siteData: Site,
  checked: CheckedPage[],
  fill: Filler,
  keep: (page: LoadedPage) => P = (page) => page as P,
): { site: Site; pages: P[] } {
  const site = interpolateSite(siteData, siteData)
  const pages = checked.map(({ page }) => page)
  return {
    site,
    // A state page's city list depends on other pages, so only unchanged pages reuse their fill.
    pages: linkStateCities(pages).map((linked, i) => {
      const { source: _source, blockTypes: _types, aside: _aside, ...page } = linked
      return keep(linked === pages[i] ? fill(site, checked[i]!.read, page) : fillPage(page, site))
    }),
  }
}

/** Reads and validates site.yaml and every page; reports every problem of every file. */
export function loadContent(root = contentRoot()): ValidatedContent {
  return validateContent(readContent(root))
}
