import { pageRoutes } from '../../content-engine/load'

/**
 * Every content route, from the page files' names: vike prepares each page while the build still
 * validates the content, which `+onBeforeRender` then waits for.
 */
export function onBeforePrerenderStart() {
  return pageRoutes()
}
