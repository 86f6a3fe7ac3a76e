import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { importBundled } from '../../lib/node/bundle'
import type * as SitePlugins from '../vite-plugins'

const ENTRY = fileURLToPath(new URL('../vite-plugins.ts', import.meta.url))
const BUNDLE = fileURLToPath(
  new URL('../../node_modules/.cache/site-build/vite-plugins.mjs', import.meta.url),
)

/**
 * The plugins' source files count as the config's own: the dev server restarts when one changes,
 * as it did while the config imported them directly.
 */
function configDependencies(sources: string[]): Plugin {
  return {
    name: 'site-plugins-sources',
    configResolved(config) {
      config.configFileDependencies.push(...sources)
    },
  }
}

/**
 * The project's Vite plugins, from a bundle made once per process (again if one of its files
 * changes). Vite bundles the config and every file it imports each time it loads it, and a build
 * loads it six times: the plugins' own bundle spares it the content engine each time.
 */
export async function sitePlugins(): Promise<typeof SitePlugins & { sources: Plugin }> {
  const { module, sources } = await importBundled(ENTRY, BUNDLE)
  return { ...(module as typeof SitePlugins), sources: configDependencies(sources) }
}
