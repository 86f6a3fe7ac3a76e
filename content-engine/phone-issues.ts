import type { Site } from '../lib/site/schema'
import { interpolateSite } from './interpolate'
import type { ContentIssue } from './issues'
import { displayProblem, sameUsNumber } from './phone-numbers'
import { describePath } from './validate-node'
import { internalLinks, isTelLink, type FoundLink } from './links'
import type { YamlSource } from './yaml-source'

/** Every `tel:` link among `links` that, once its placeholders are filled, dials another number. */
export function telLinkIssues(
  source: YamlSource,
  links: FoundLink[],
  site: Site,
  blockTypeAt?: (index: number) => string | undefined,
): ContentIssue[] {
  return links.flatMap(({ href, path }) => {
    if (!isTelLink(href)) return []
    const dials = interpolateSite(href, site).replace(/^tel:/i, '')
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
  return [...display, ...telLinkIssues(source, internalLinks(site), site)]
}
