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
  const found: FoundLink[] = []
  collectLinks(value, path.slice(), found)
  return found
}

/** `internalLinks`, with `path` as the walk's own stack: a path is copied only for a link. */
function collectLinks(value: unknown, path: Segment[], found: FoundLink[]) {
  if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      path.push(i)
      collectLinks(value[i], path, found)
      path.pop()
    }
  else if (value && typeof value === 'object')
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key]
      path.push(key)
      if (LINK_KEYS.has(key) && typeof child === 'string' && child.startsWith('/'))
        found.push({ href: child, path: path.slice() })
      else collectLinks(child, path, found)
      path.pop()
    }
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
