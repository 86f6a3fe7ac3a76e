import type { ContentIssue } from './issues'
import { linkTarget, type FoundLink } from './links'
import { didYouMean } from './suggest'
import { describePath } from './validate-node'
import type { YamlSource } from './yaml-source'
import { walkValue } from './walk-value'

/** The layout's own anchor (the skip link's target), on every page. */
const LAYOUT_IDS = ['main']

/**
 * The ids a link can jump to on a page: the layout's, and every `id` its blocks give (a section's,
 * a case study's).
 */
export function sectionIdsOf(blocks: readonly object[]): Set<string> {
  const ids = new Set(LAYOUT_IDS)
  walkValue(blocks, [], undefined, (value, key) => {
    if (key === 'id' && typeof value === 'string') ids.add(value)
    return undefined
  })
  return ids
}

interface LinkingPage {
  source: YamlSource
  /** The page's route; none for site.yaml, whose `#…` links are on every page. */
  route?: string
  blockTypeAt?: (index: number) => string | undefined
}

/**
 * Links to a section (`#contact-form`, `/contact#contact-form`) that the page they point at does
 * not have: the visitor's tap would go nowhere. Links to a page that is not checked here (a file,
 * a broken link, a page with problems of its own) are left to the other checks.
 */
export function sectionLinkIssues(
  { source, route, blockTypeAt }: LinkingPage,
  links: FoundLink[],
  idsByRoute: ReadonlyMap<string, Set<string>>,
): ContentIssue[] {
  const issues: ContentIssue[] = []
  for (const { href, path } of links) {
    const hash = href.indexOf('#')
    const id = href.slice(hash + 1)
    // "#top" is the top of any page, by the HTML standard.
    if (hash < 0 || !id || id === 'top') continue
    const target = hash === 0 ? route : linkTarget(href)
    const ids = target === undefined ? undefined : idsByRoute.get(target)
    if (!ids || ids.has(id)) continue
    const where = hash === 0 ? 'this page' : `the page ${target}`
    issues.push({
      file: source.file,
      ...source.position(path),
      where: describePath(path, blockTypeAt),
      message: `link to "${href}": ${where} has no section with the id "${id}"${didYouMean(id, [...ids])}; its sections with an id: ${[...ids].join(', ')}`,
    })
  }
  return issues
}
