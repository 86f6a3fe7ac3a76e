import type { ContentIssue } from './issues'
import type { Segment, YamlSource } from './yaml-source'
import { nearestPath } from './suggest'
import { describePath } from './validate-node'
import { SKIP, walkValue } from './walk-value'

const LINK_KEYS = new Set(['href', 'image', 'defaultImage'])

export interface FoundLink {
  href: string
  path: Segment[]
}

const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#')
export const isTelLink = (text: string) => /^tel:/i.test(text)

/**
 * Every `href` (and `image`/`defaultImage`) value at any depth that points inside the site: to a
 * page or file (`/…`), or to a section of the same page (`#…`); and every `tel:` link, whatever
 * its key.
 */
export function internalLinks(value: unknown): FoundLink[] {
  const found: FoundLink[] = []
  walkValue(value, [], undefined, (child, key, path) => {
    if (typeof child !== 'string') return undefined
    if (!isTelLink(child) && !(LINK_KEYS.has(key as string) && isInternal(child))) return undefined
    found.push({ href: child, path: path.slice() })
    return SKIP
  })
  return found
}

/** The page or file a link points at: no query, fragment or trailing slash. */
export const linkTarget = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')

export function brokenLinkIssues(
  source: YamlSource,
  value: unknown,
  targets: ReadonlySet<string>,
  blockTypeAt?: (index: number) => string | undefined,
  links: FoundLink[] = internalLinks(value),
): ContentIssue[] {
  return links
    .filter(({ href }) => href.startsWith('/') && !targets.has(linkTarget(href)))
    .map(({ href, path }) => ({
      file: source.file,
      ...source.position(path),
      where: describePath(path, blockTypeAt),
      message: `link to "${href}", which is not a page of the site nor a file in public/${nearestPath(linkTarget(href), targets)}`,
    }))
}
