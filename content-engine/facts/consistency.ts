import type { ContentIssue } from '../issues'
import { describePath } from '../validate-node'
import type { Segment } from '../yaml-source'
import type { TextPiece } from './page-text'
import { related, type Place } from './places'
import { nameKey, spokenText, writesKey, type Words } from './words'
import { namesakes, type PlaceNames } from './place-names'

const mentions = (text: string, name: string) => ` ${nameKey(text)} `.includes(` ${nameKey(name)} `)

/**
 * Within each city page: the title, description, state-law question and answer name the declared
 * place; region and county are not another state's, nor another city's of the state unless that
 * city declares the same region or county; every area served appears in the page's text.
 */
export function cityIssues(place: Place, texts: TextPiece[], names: PlaceNames): ContentIssue[] {
  const issues: ContentIssue[] = []
  const { page, blockIndex } = place
  const city = place.city!
  const at = (path: Segment[], message: string) =>
    issues.push({
      file: page.file,
      ...page.source.position(path),
      where: describePath(path, (b) => page.blocks[b]?.type),
      message,
    })
  const block = ['blocks', blockIndex]
  // A title or description the file leaves out is derived from the city, so it names it.
  for (const key of ['title', 'description'] as const) {
    if (!mentions(page.meta[key], city))
      at(
        ['meta', key],
        `the ${key} does not name ${city}, the city this page declares: write one about ${city}, or leave ${key} out to derive it from the city and state`,
      )
  }
  const wordsOf = (field: string) => texts.find((piece) => piece.field === field)?.words
  const piecesMention = (words: Words | undefined, name: string) =>
    words ? writesKey([words], nameKey(name)) : mentions('', name)
  if (!piecesMention(wordsOf('faqQuestions.stateLaw'), place.state))
    at(
      [...block, 'faqQuestions', 'stateLaw'],
      `the state-law question does not name ${place.state}, the state this page declares: leave faqQuestions out to derive it`,
    )
  if (!piecesMention(wordsOf('faqAnswers.stateLaw'), place.state))
    at(
      [...block, 'faqAnswers', 'stateLaw'],
      `the state-law answer never names ${place.state}, the state this page declares: is it about another state, or is "state" wrong?`,
    )
  const shown = texts.filter((piece) => piece.visible && piece.field !== 'areaServed')
  const shownText = spokenText(shown.map((piece) => piece.words))
  place.areaServed.forEach((name, i) => {
    const shortName = nameKey(name).replace(/ county$/, '')
    if (!shownText.includes(` ${shortName} `))
      at(
        [...block, 'areaServed', i],
        `"${name}" is in the structured data's areaServed but nowhere on the page: list the areas this page shows (neighbourhoods, FAQ answers)`,
      )
  })
  for (const role of ['region', 'county'] as const) {
    const name = place[role]!
    const owner = namesakes(names, name, role, place.state).find(
      ({ place: other }) =>
        other !== place &&
        (other.state !== place.state || (other[role] !== name && !related(place, other))),
    )?.place
    if (owner)
      at(
        [...block, role],
        `${role} "${name}" is that of ${owner.page.route} (${owner.city}, ${owner.state}): write ${city}'s own ${role}${owner.state === place.state ? '' : `, and check the state`}`,
      )
  }
  return issues
}
