import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { usStateCodes } from '../../blocks/shared/us-states'
import { contentRoot } from '../../content-engine/load'
import { isAddressPart, slugOf } from '../../content-engine/routes'
import { didYouMean } from '../../content-engine/suggest'
import type { CityArgs } from './city-args'
import { cityPageYaml } from './city-template'
import { statePageOf } from './state-page'

/** A new city page to write: its file, route, text and the state page that will link it. */
export interface CityPagePlan {
  file: string
  route: string
  text: string
  statePage?: string
}

/** Why the page cannot be made, in one plain sentence; `exists` when the address is taken. */
export interface CityPageMistake {
  mistake: string
  exists?: true
}

/** The US states, written out, as a city's `state` is given. */
export const usStates = Object.keys(usStateCodes)

/** The page `npm run new:city` writes for a city, or why it cannot. */
export function planCityPage(city: CityArgs, root = contentRoot()): CityPagePlan | CityPageMistake {
  const { name, state, region, slug = slugOf(name) } = city
  if (!usStates.includes(state))
    return {
      mistake: `"${state}" is not a US state${didYouMean(state, usStates)}; write it out, e.g. Florida.`,
    }
  if (!slug)
    return {
      mistake: `"${name}" makes no page address: give one with --slug, e.g. --slug my-city.`,
    }
  if (!isAddressPart(slug))
    return {
      mistake: `"${slug}" cannot be a page address: use lower-case letters, digits and "-".`,
    }
  const file = `content/pages/${slug}.yaml`
  if (existsSync(join(root, file)) || existsSync(join(root, `content/pages/${slug}/index.yaml`)))
    return { mistake: `/${slug} already exists (${file}): choose another --slug.`, exists: true }
  const statePage = statePageOf(state, root)
  return {
    file,
    route: `/${slug}`,
    text: cityPageYaml({ city: name, state, region, statePage }),
    statePage,
  }
}
