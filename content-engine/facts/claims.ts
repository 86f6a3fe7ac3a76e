import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Segment } from '../yaml-source'
import type { TextPiece } from './page-text'
import type { SourcedPage } from './place-pages'
import type { Place } from './places'
import { issueAt } from './positions'
import { digits, type Figure, type SiteFacts } from './company-figures'
import { cityFigureIssues } from './city-figures'
import type { Words } from './words'

/** A stat tile read as one phrase: "95% Success rate"; `path` is the walk's own stack. */
function tilePhrases(value: unknown, path: Segment[], out: { path: Segment[]; text: string }[]) {
  if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      path.push(i)
      tilePhrases(value[i], path, out)
      path.pop()
    }
  else if (value && typeof value === 'object') {
    const { value: figure, label } = value as { value?: unknown; label?: unknown }
    if (typeof figure === 'string' && typeof label === 'string')
      out.push({ path: [...path, 'value'], text: `${figure} ${label}` })
    else
      for (const key of Object.keys(value)) {
        path.push(key)
        tilePhrases((value as Record<string, unknown>)[key], path, out)
        path.pop()
      }
  }
}

const HAS_DIGIT = /\d/
/**
 * (800) 555-0199, (800)555-0199, 800.555.0199, +1 800-555-0199, and ten digits together when they
 * can be a US number (area code and exchange start with 2-9) and are not part of a figure.
 */
const PHONE =
  /(?:\+?1[\s.-]?)?(?:\(?\b\d{3}\)?[\s.-]|\(\d{3}\))\d{3}[\s.-]\d{4}\b|(?<![\d$.,])(?:\+?1)?[2-9]\d{2}[2-9]\d{6}\b/g

/**
 * Figures declared once: company-wide figures written on a page must equal site.yaml's; a city
 * page's figure tiles are labelled with the place; phone numbers are always {phone}; extra JSON-LD
 * repeats the declared telephone, rating and review count.
 */
export function pageClaims(
  page: SourcedPage,
  place: Place | undefined,
  texts: TextPiece[],
  site: SiteFacts,
  figures: Figure[],
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const report = (path: Segment[], text: string, from: number, to: number, message: string) =>
    issues.push(issueAt(page, path, text, [from, to], message))
  const tiles: { path: Segment[]; text: string }[] = []
  tilePhrases(page.blocks, ['blocks'], tiles)
  const pieces: { path: Segment[]; text: string; words?: Words }[] = [...texts, ...tiles]
  for (const { path, text, words } of pieces) {
    if (!(words ? words.hasDigit : HAS_DIGIT.test(text))) continue
    for (const match of text.matchAll(PHONE))
      if (!path.includes('structuredData'))
        report(
          path,
          text,
          match.index,
          match.index + match[0].length,
          `writes the phone number "${match[0]}": write {phone}, so the number in site.yaml (${site.phone.display}) is the only one`,
        )
    for (const figure of figures)
      if (place?.kind !== 'city' || figure.everywhere)
        for (const match of text.matchAll(figure.pattern))
          if (digits(match[1]!) !== digits(figure.declared))
            report(
              path,
              text,
              match.index,
              match.index + match[0].length,
              `says "${match[0]}", but the company's ${figure.name} is ${figure.declared} (${figure.where} in content/site.yaml)`,
            )
  }
  if (place?.kind === 'city') issues.push(...cityFigureIssues(page, place, texts))
  issues.push(...structuredDataIssues(page, site))
  return issues
}

/** Extra JSON-LD of a page: its telephone, rating and review count are the declared ones. */
function structuredDataIssues(page: SourcedPage, site: SiteFacts): ContentIssue[] {
  const issues: ContentIssue[] = []
  const expected: Record<string, string[]> = {
    telephone: [site.phone.display, site.phone.e164, '{phone}'],
    ratingValue: [String(site.organization.ratingValue)],
    reviewCount: [String(site.organization.reviewCount)],
  }
  const visit = (value: unknown, path: Segment[]) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]))
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        const allowed = expected[key]
        if (
          allowed &&
          (typeof child === 'string' || typeof child === 'number') &&
          !allowed.includes(String(child))
        ) {
          const at = [...path, key]
          issues.push({
            file: page.file,
            ...page.source.position(at),
            where: describePath(at),
            message: `structured data ${key} "${child}" differs from what the page shows (${allowed[0]}): write ${key === 'telephone' ? '{phone}' : allowed[0]}`,
          })
        } else visit(child, [...path, key])
      }
  }
  visit(page.meta.structuredData, ['meta', 'structuredData'])
  return issues
}
