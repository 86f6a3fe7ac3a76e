import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { usStateCodes } from '../blocks/shared/us-states'
import { formatIssue } from '../content-engine/issues'
import { contentRoot } from '../content-engine/load'
import { isAddressPart, slugOf } from '../content-engine/routes'
import { didYouMean } from '../content-engine/suggest'
import { todoIssues } from '../content-engine/todos'
import { cityRequest, cityUsage } from './scaffold/city-args'
import { cityPageYaml } from './scaffold/city-template'
import { statePageOf } from './scaffold/state-page'

function fail(message: string, exitCode = 1): never {
  console.error(message)
  process.exit(exitCode)
}

const request = cityRequest(process.argv.slice(2))
if ('help' in request) {
  console.log(cityUsage)
  process.exit(0)
}
if ('mistake' in request) fail(`${request.mistake}.\n\n${cityUsage}`, 2)
const { name, state, region, slug = slugOf(name) } = request.city

const states = Object.keys(usStateCodes)
if (!states.includes(state))
  fail(`"${state}" is not a US state${didYouMean(state, states)}; write it out, e.g. Florida.`)
if (!slug) fail(`"${name}" makes no page address: give one with --slug, e.g. --slug my-city.`)
if (!isAddressPart(slug))
  fail(`"${slug}" cannot be a page address: use lower-case letters, digits and "-".`)
const root = contentRoot()
const file = `content/pages/${slug}.yaml`
if (existsSync(join(root, file)) || existsSync(join(root, `content/pages/${slug}/index.yaml`)))
  fail(`/${slug} already exists (${file}): choose another --slug.`)

const statePage = statePageOf(state, root)
const text = cityPageYaml({ city: name, state, region, statePage })
writeFileSync(join(root, file), text)
const todos = todoIssues(file, text)
console.log(`Wrote ${file} (the page /${slug}).
${statePage ? `The ${state} page, ${statePage}, links it once it is valid.` : `${state} has no state page yet.`}
Title, description and keywords come from the city and state; the shared wording from the block.

Fill in these ${todos.length} values (npm run check lists them until they are done):
${todos.map(formatIssue).join('\n')}`)
