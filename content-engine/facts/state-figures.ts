import type { ContentIssue } from '../issues'
import type { Segment } from '../yaml-source'
import type { TextPiece } from './page-text'
import { stateBlockOf, type SourcedPage } from './place-pages'
import type { Place } from './places'
import { issueAt } from './positions'

export interface StateFigures {
  route: string
  counties?: string
  timeline?: string
}

/** Each state page's figures, declared once in its stat tiles: counties served, timeline. */
export function declaredFigures(pages: SourcedPage[]): Map<string, StateFigures> {
  const figures = new Map<string, StateFigures>()
  for (const page of pages) {
    const state = stateBlockOf(page)?.block.state
    if (!state) continue
    const tiles = page.blocks.flatMap((block) =>
      block.type === 'stats' ? (block.items as { value: string; label: string }[]) : [],
    )
    const find = (label: RegExp) => tiles.find((tile) => label.test(tile.label))?.value
    figures.set(state, {
      route: page.route,
      counties: find(/counties/i),
      timeline: find(/timeline|before auction/i),
    })
  }
  return figures
}

const COUNTIES = /\ball (\d+)(?: ([A-Z][a-z]+(?: [A-Z][a-z]+)?))? counties/g
const TIMELINE = /(\d+(?:-\d+)?) (months|days) in ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/g

/** The state an object of a page is about: one whose title names it or whose link is its page. */
function stateOfObject(page: SourcedPage, path: Segment[], figures: Map<string, StateFigures>) {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<Segment, unknown> | undefined)?.[key], page)
  const { title, href } = (parent ?? {}) as { title?: unknown; href?: unknown }
  for (const [state, { route }] of figures) if (title === state || href === route) return state
  return undefined
}

/**
 * A state's counties and timeline written on any page must equal its state page's tiles: "all 67
 * counties" on a Florida page or in a Florida item, "6-8 months in Florida" anywhere.
 */
export function pageStateFigures(
  page: SourcedPage,
  place: Place | undefined,
  texts: TextPiece[],
  figures: Map<string, StateFigures>,
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const pageState = place?.state
  const report = (piece: TextPiece, match: RegExpMatchArray, message: string) =>
    issues.push(
      issueAt(
        page,
        piece.path,
        piece.text,
        [match.index!, match.index! + match[0].length],
        message,
      ),
    )
  for (const piece of texts) {
    if (!piece.words.hasDigit) continue
    for (const match of piece.text.matchAll(COUNTIES)) {
      const state = match[2] ?? pageState ?? stateOfObject(page, piece.path, figures)
      const declared = state && figures.get(state)
      if (declared && declared.counties && declared.counties !== match[1])
        report(
          piece,
          match,
          `says "${match[0]}", but ${state} has ${declared.counties} counties (the "Counties served" tile of ${declared.route})`,
        )
    }
    for (const match of piece.text.matchAll(TIMELINE)) {
      const declared = figures.get(match[3]!)
      const written = `${match[1]} ${match[2]}`
      if (declared?.timeline && declared.timeline !== written)
        report(
          piece,
          match,
          `says "${match[0]}", but the ${match[3]} timeline is ${declared.timeline} (the timeline tile of ${declared.route})`,
        )
    }
  }
  return issues
}
