import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { usStateCodes } from '../blocks/shared/us-states'
import { formatIssue } from '../content-engine/issues'
import { didYouMean } from '../content-engine/suggest'
import { todoIssues } from '../content-engine/todos'
import { cityPageYaml } from './scaffold/city-template'
import { statePageOf } from './scaffold/state-page'

const usage =
  'Usage: npm run new:city -- --name "Tampa" --state Florida [--region "Tampa Bay"] [--slug tampa]'
const fail = (message: string) => {
  console.error(message)
  process.exit(1)
}

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    state: { type: 'string' },
    region: { type: 'string' },
    slug: { type: 'string' },
  },
})
const { name, state, region } = values
if (!name || !state) fail(usage)
const states = Object.keys(usStateCodes)
if (!states.includes(state!))
  fail(`"${state}" is not a US state${didYouMean(state!, states)}; write it out, e.g. Florida.`)
const slug =
  values.slug ??
  name!
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
  fail(`"${slug}" cannot be a page address: use lower-case letters, digits and "-".`)
const file = `content/pages/${slug}.yaml`
if (existsSync(file) || existsSync(`content/pages/${slug}/index.yaml`))
  fail(`/${slug} already exists (${file}): choose another --slug.`)

const statePage = statePageOf(state!)
const text = cityPageYaml({ city: name!, state: state!, region, statePage })
writeFileSync(file, text)
const todos = todoIssues(file, text)
console.log(`Wrote ${file} (the page /${slug}).
${statePage ? `The ${state} page, ${statePage}, links it once it is valid.` : `${state} has no state page yet.`}
Title, description and keywords come from the city and state; the shared wording from the block.

Fill in these ${todos.length} values (npm run check lists them until they are done):
${todos.map(formatIssue).join('\n')}`)
