import type { ContentIssue } from '../issues'
import type { ValidPage } from '../validate-page'
import { describePath } from '../validate-node'
import { cityBlockOf, stateBlockOf, type SourcedPage } from './place-pages'

type Routed = ValidPage & { route: string }

/** The state page of each state: state name → route. */
function stateRoutes(pages: Routed[]): Map<string, string> {
  const routes = new Map<string, string>()
  for (const page of pages) {
    const state = stateBlockOf(page)?.block.state
    if (state) routes.set(state, page.route)
  }
  return routes
}

/**
 * Each city page must name its state's page, and only a page about its own state. Given every
 * page, the check of one page (run page by page beside the other fact checks).
 */
export function stateLinkCheck(pages: SourcedPage[]): (page: SourcedPage) => ContentIssue[] {
  const byState = stateRoutes(pages)
  const stateOfRoute = new Map([...byState].map(([state, route]) => [route, state]))
  return (page) => {
    const issues: ContentIssue[] = []
    const at = (path: (string | number)[], message: string) => {
      const where = describePath(path, (i) => page.blocks[i]?.type)
      issues.push({ file: page.file, ...page.source.position(path), where, message })
    }
    const city = cityBlockOf(page)
    if (city) {
      const { block, index } = city
      const expected = byState.get(block.state)
      if (block.statePage === undefined && expected)
        at(
          ['blocks', index, 'state'],
          `${block.state} has a state page, ${expected}: add "statePage: ${expected}" so it links this city`,
        )
      if (block.statePage !== undefined && block.statePage !== expected) {
        const named = stateOfRoute.get(block.statePage)
        at(
          ['blocks', index, 'statePage'],
          named
            ? `${block.statePage} is the ${named} page, but this city is in ${block.state}${expected ? `: write "statePage: ${expected}"` : '; remove statePage or correct state'}`
            : `${block.statePage} is not a state page (a page with a state-cities block)${expected ? `; the ${block.state} page is ${expected}` : ''}`,
        )
      }
    }
    const state = stateBlockOf(page)
    state?.block.cities.forEach((entry, i) => {
      if (entry.href !== undefined)
        at(
          ['blocks', state.index, 'cities', i, 'href'],
          `remove href: ${entry.name} is linked automatically when its page says "statePage: ${page.route}"`,
        )
    })
    return issues
  }
}

/**
 * Links each state page's cities to the city pages that name it. A city page missing from the
 * list takes the place of the last plain-text city, so the list keeps its length.
 */
export function linkStateCities<P extends Routed>(pages: P[]): P[] {
  const citiesOf = new Map<string, { name: string; href: string }[]>()
  for (const page of pages) {
    const city = cityBlockOf(page)?.block
    if (!city?.statePage) continue
    const list = citiesOf.get(city.statePage) ?? []
    list.push({ name: city.city, href: page.route })
    citiesOf.set(city.statePage, list)
  }
  return pages.map((page) => {
    const state = stateBlockOf(page)
    if (!state) return page
    const linked = new Map((citiesOf.get(page.route) ?? []).map((c) => [c.name, c.href]))
    const cities = state.block.cities.map(({ name }) => {
      const href = linked.get(name)
      linked.delete(name)
      return href ? { name, href } : { name }
    })
    // Linked cities take the places of unlinked ones, from the last; then they are appended.
    const plain = cities.flatMap((city, i) => (city.href === undefined ? [i] : []))
    for (const [name, href] of [...linked].sort(([a], [b]) => a.localeCompare(b))) {
      const at = plain.pop()
      if (at !== undefined) cities[at] = { name, href }
      else cities.push({ name, href })
    }
    const blocks = page.blocks.map((block, i) =>
      i === state.index ? { ...state.block, cities } : block,
    )
    return { ...page, blocks }
  })
}
