import { pageRoutes } from '../../content-engine/load'
import { firstUrlOnly } from '../../renderer/prerender-contexts'

/**
 * The first content route, from the page files' names (`+onPrerenderStart` adds the others: see
 * renderer/prerender-contexts.ts): vike prepares its page while the build still validates the
 * content, which `+onBeforeRender` then waits for.
 */
export function onBeforePrerenderStart() {
  return firstUrlOnly(pageRoutes())
}
