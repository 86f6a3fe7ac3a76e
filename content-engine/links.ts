import type { ContentIssue } from './issues'
import type { Segment, YamlSource } from './yaml-source'
import { describePath } from './validate-node'

const LINK_KEYS = new Set(['href', 'image', 'defaultImage'])

export interface FoundLink {
  href: string
  path: Segment[]
}

/** Every `href` (and `image`/`defaultImage`) value at any depth that points inside the site. */
export function internalLinks(value: unknown, path: Segment[] = []): FoundLink[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => internalLinks(item, [...path, i]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    LINK_KEYS.has(key) && typeof child === 'string' && child.startsWith('/')
      ? [{ href: child, path: [...path, key] }]
      : internalLinks(child, [...path, key]),
  )
}

export function brokenLinkIssues(
  source: YamlSource,
  value: unknown,
  targets: ReadonlySet<string>,
  blockTypeAt?: (index: number) => string | undefined,
  links: FoundLink[] = internalLinks(value),
): ContentIssue[] {
  return links
    .filter(({ href }) => !targets.has(href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')))
    .map(({ href, path }) => ({
      file: source.file,
      ...source.position(path),
      where: describePath(path, blockTypeAt),
      message: `link to "${href}", which is not a page of the site nor a file in public/`,
    }))
}
