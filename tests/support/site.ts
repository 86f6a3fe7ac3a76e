import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer, type StartServerOptions } from '../../server/start-server'
import { silentLogger } from '../../server/logger'
import { contentRoot, loadContent } from '../../content-engine/load'
import type { SiteContent } from '../../content-engine/load'

export const SITE_DIR = 'dist/client'

/**
 * The real server (site + lead API) on a free 127.0.0.1 port, with a throw-away database that
 * closing the server removes.
 */
export async function startSite(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(SITE_DIR, 'index.html')))
    throw new Error(`${SITE_DIR} has no build: run "npm run build" first (npm test does)`)
  const throwAway = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'site-data-'))
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    siteDir: SITE_DIR,
    dataDir: throwAway,
    rateLimit: 10_000,
    logger: silentLogger,
    ...options,
  })
  const close = server.close.bind(server)
  server.close = async () => {
    await close()
    if (throwAway) rmSync(throwAway, { recursive: true, force: true })
  }
  return server
}

/** Content loaded and checked so far in this process, by content folder (the run changes none). */
const loaded = new Map<string, SiteContent>()

/**
 * The validated content the build was made from: the list of routes every test walks. It is
 * loaded and checked once per process and content folder, not again for every test file.
 */
export function siteContent(): SiteContent {
  const root = contentRoot()
  const known = loaded.get(root)
  if (known) return known
  const { content, issues } = loadContent(root)
  if (!content) throw new Error(`content is invalid (${issues.length} problems): run npm run check`)
  loaded.set(root, content)
  return content
}
