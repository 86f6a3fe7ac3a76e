import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import { digits } from './company-figures'
import type { TextPiece } from './page-text'
import type { SourcedPage } from './place-pages'
import type { Place } from './places'
import { issueAt } from './positions'

const CITY_FIGURE = /success rate|response time|homes saved|foreclosures stopped/i

/** A duration as pages write it: "7 hrs", "1.5 hours", "45 minutes", "30 mins". */
const AMOUNT = String.raw`\d+(?:\.\d+)?`
const UNIT = 'hours?|hrs?|minutes?|mins?'
const DURATION = new RegExp(String.raw`(${AMOUNT})\s*(${UNIT})\b`, 'i')

/** Minutes in a duration; none for a text without one. */
function minutesIn(text: string): number | undefined {
  const found = DURATION.exec(text)
  if (!found) return undefined
  return Number(found[1]) * (found[2]!.toLowerCase().startsWith('h') ? 60 : 1)
}

/** How an answer may write one of the city's tiles, and whether it writes the tile's figure. */
interface TileCheck {
  tile: string
  label: RegExp
  pattern: RegExp
  agrees: (written: string, declared: string) => boolean
}

const sameDigits = (written: string, declared: string) => digits(written) === digits(declared)

const TILE_CHECKS: TileCheck[] = [
  {
    tile: 'response-time',
    label: /response/i,
    pattern: new RegExp(
      String.raw`(?:respond\w*|calls? back|repl\w+)[^.]{0,60}?within (${AMOUNT}\s*(?:${UNIT}))\b`,
      'gi',
    ),
    agrees: (written, declared) => minutesIn(written) === minutesIn(declared),
  },
  {
    tile: 'homes-saved',
    label: /saved|stopped/i,
    pattern: /(\d[\d,]*)\+ (?:homes|homeowners|foreclosures|families)/gi,
    agrees: sameDigits,
  },
  {
    tile: 'success-rate',
    label: /success/i,
    pattern:
      /(\d+(?:\.\d+)?)% success rate|success rate\b[^.%]{0,40}?\b(?:is|of|at) (\d+(?:\.\d+)?)%/gi,
    agrees: sameDigits,
  },
]

/**
 * A city page's figures are its stat tiles: each tile names its place, and no answer writes
 * another figure for what a tile declares.
 */
export function cityFigureIssues(
  page: SourcedPage,
  place: Place,
  texts: TextPiece[],
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const names = [place.city!, place.region!, place.county!]
  const block = page.blocks[place.blockIndex] as { stats: { value: string; label: string }[] }
  block.stats.forEach((tile, i) => {
    const path = ['blocks', place.blockIndex, 'stats', i, 'label']
    const kind = tile.label.match(CITY_FIGURE)?.[0]
    if (kind && !names.some((name) => tile.label.includes(name)))
      issues.push({
        file: page.file,
        ...page.source.position(path),
        where: describePath(path, (b) => page.blocks[b]?.type),
        message: `label "${tile.label}" does not name ${place.city}: write e.g. "${kind[0]!.toUpperCase()}${kind.slice(1).toLowerCase()} in ${place.city}", so the figure is not read against the company-wide ones`,
      })
  })
  for (const { tile, label, pattern, agrees } of TILE_CHECKS) {
    const declared = block.stats.find((item) => label.test(item.label))?.value
    if (!declared) continue
    for (const piece of texts)
      if (piece.words.hasDigit)
        for (const match of piece.text.matchAll(pattern))
          if (!agrees((match[1] ?? match[2])!, declared))
            issues.push(
              issueAt(
                page,
                piece.path,
                piece.text,
                [match.index, match.index + match[0].length],
                `says "${match[0]}", but the page's ${tile} tile says ${declared}: write the same figure in both`,
              ),
            )
  }
  return issues
}
