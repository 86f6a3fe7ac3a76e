import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatIssue } from '../content-engine/issues'
import { contentRoot } from '../content-engine/load'
import { todoIssues } from '../content-engine/todos'
import { cityRequest, cityUsage } from './scaffold/city-args'
import { planCityPage } from './scaffold/city-page-plan'

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
const { state } = request.city

const root = contentRoot()
const plan = planCityPage(request.city, root)
if ('mistake' in plan) fail(plan.mistake)
const { file, route, text, statePage } = plan
writeFileSync(join(root, file), text)
const todos = todoIssues(file, text)
console.log(`Wrote ${file} (the page ${route}).
${statePage ? `The ${state} page, ${statePage}, links it once it is valid.` : `${state} has no state page yet.`}
Title, description and keywords come from the city and state; the shared wording from the block.

Fill in these ${todos.length} values (npm run check lists them until they are done):
${todos.map(formatIssue).join('\n')}`)
