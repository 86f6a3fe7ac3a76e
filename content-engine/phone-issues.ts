import type { Site } from '../lib/site/schema'
import { interpolateSite } from './interpolate'
import type { ContentIssue } from './issues'
import { displayProblem, sameUsNumber } from './phone-numbers'
import { describePath } from './validate-node'
import { SKIP, walkValue } from './walk-value'
import type { Segment, YamlSource } from './yaml-source'

const TEL = /^tel:/i

/** Every text starting with `tel:` at any depth of a value, with its path. */
function telLinks(value: unknown): { href: string; path: Segment[] }[] {
  const found: { href: string; path: Segment[] }[] = []
  walkValue(value, [], undefined, (child, _key, path) => {
    if (typeof child !== 'string' || !TEL.test(child)) return undefined
    found.push({ href: child, path: path.slice() })
    return SKIP
  })
  return found
}

/** Every `tel:` link of a value that, once its placeholders are filled, dials another number. */
export function telLinkIssues(
  source: YamlSource,
  value: unknown,
  site: Site,
  blockTypeAt?: (index: number) => string | undefined,
): ContentIssue[] {
  return telLinks(value).flatMap(({ href, path }) => {
    const dials = interpolateSite(href, site).replace(TEL, '')
    if (sameUsNumber(dials, site.phone.e164)) return []
    return {
      file: source.file,
      ...source.position(path),
      where: describePath(path, blockTypeAt),
      message: `the link "${href}" dials "${dials}", not the site's number (${site.phone.e164} in content/site.yaml): write "tel:{phone}"`,
    }
  })
}

/** site.yaml's phone problems: a display that is not the number dialled, a tel: link to another. */
export function sitePhoneIssues(source: YamlSource, site: Site): ContentIssue[] {
  const message = displayProblem(site.phone.display, site.phone.e164)
  const path = ['phone', 'display']
  const display = message
    ? [{ file: source.file, ...source.position(path), where: describePath(path), message }]
    : []
  return [...display, ...telLinkIssues(source, site, site)]
}
