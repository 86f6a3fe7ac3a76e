import { join } from 'node:path'
import { Hono } from 'hono'
import { contentChanged } from '../../content-engine/cache'
import { planCityPage } from '../../scripts/scaffold/city-page-plan'
import type { NewCityAnswer } from '../api'
import { gitCommit, gitStatus } from './git'
import { jsonBody } from './json-body'
import { createAtomically } from './page-files'
import { RequestError } from './request-error'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A new city page, as `npm run new:city` writes it; its state page links it once it is valid. */
function newCity(root: string, body: Record<string, unknown>): NewCityAnswer {
  const name = text(body.city)
  if (!name) throw new RequestError(400, 'Give the name of the city.')
  const plan = planCityPage({ name, state: text(body.state) }, root)
  if ('mistake' in plan)
    throw new RequestError(
      plan.exists ? 409 : 400,
      plan.mistake.replace(': choose another --slug', ''),
    )
  const absolute = join(root, plan.file)
  if (!createAtomically(absolute, plan.text))
    throw new RequestError(409, `${plan.route} already exists (${plan.file}).`)
  contentChanged(absolute, root)
  return { file: plan.file, route: plan.route }
}

/** The routes about the project: new pages and git. */
export function projectRoutes(root: string): Hono {
  const routes = new Hono()
  routes
    .post('/new-city', async (c) => c.json(newCity(root, await jsonBody(c)), 201))
    .get('/git', async (c) => c.json(await gitStatus(root)))
    .post('/git/commit', async (c) =>
      c.json({ commit: await gitCommit(root, (await jsonBody(c)).message) }),
    )
  return routes
}
