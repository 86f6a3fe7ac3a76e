import { existsSync, renameSync, rmdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { contentChanged, getContent } from '../content-engine/cache'
import { CONTENT_CHANGED } from '../renderer/client/content-reload'
import { contentRoot } from '../content-engine/load'
import { contentErrorOverlay } from './dev/content-errors'
import { serveCatalogue } from './dev/catalogue-route'
import { settledFile } from './dev/settled-file'
import { unwatchedScratch } from './dev/unwatched-scratch'
import { ContentError, formatIssues } from '../content-engine/issues'
import { validateForBuild } from './build/validated-content'
import { robotsTxt, sitemapXml } from '../content-engine/crawl-files'
import { writeContentFiles } from './build/content-files'
import { formatLeaks, leaksInBuild } from '../content-engine/facts/placeholders'

/**
 * Validates all content before a build bundles or writes anything (a site with problems never
 * replaces the previous build), writes the files made from the content into the client build,
 * serves sitemap.xml and robots.txt in dev, reloads the browser in dev when a YAML file changes,
 * and keeps the builds in the tests' scratch folder out of the dev server's watch.
 */
export function contentPlugin(command: 'build' | 'serve'): Plugin {
  return {
    name: 'site-content',
    config(config) {
      if (command !== 'serve') return
      const ignored = unwatchedScratch(resolve(config.root ?? process.cwd()), contentRoot())
      return { server: { watch: { ignored: [ignored] } } }
    },
    buildStart() {
      if (command === 'build') stopOnProblems(() => validateForBuild())
    },
    // Runs after vike's prerender: a route such as /resources/checklist.html is written as that
    // exact file, not as a folder holding index.html.
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { root, build } = builder.environments.client!.config
        const clientOut = resolve(root, build.outDir)
        const content = getContent()
        await writeContentFiles(clientOut, content)
        for (const page of content.pages)
          if (page.route.endsWith('.html')) flattenHtmlRoute(clientOut, page.route)
        const leaks = leaksInBuild(clientOut)
        if (leaks.length === 0) return
        console.error(`\nUnfinished text reached the built pages:\n\n${formatLeaks(leaks)}\n`)
        process.exit(1)
      },
    },
    configureServer(server) {
      const root = contentRoot()
      const watched = [join(root, 'content'), join(root, 'public')]
      server.watcher.add(watched)
      const overlay = contentErrorOverlay(server, root)
      serveCatalogue(server)
      // Changes are handled one after another, each once its file is fully written.
      let handled = Promise.resolve()
      const reload = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return
        handled = handled
          .then(async () => {
            await settledFile(file)
            contentChanged(file, root)
            if (!/\.ya?ml$/.test(file)) return
            // The site's pages are told first (they reload; the editor follows its file itself),
            // and the message let out before the validation (which holds the process) runs: the
            // browser's reload overlaps it.
            server.ws.send(CONTENT_CHANGED)
            await new Promise((resolve) => setImmediate(resolve))
            overlay.refresh()
          })
          .catch((error: unknown) => server.config.logger.error(String(error)))
      }
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload)
      server.middlewares.use((req, res, next) => {
        const crawlFile = req.url === '/sitemap.xml' || req.url === '/robots.txt'
        const content = crawlFile && validContent()
        if (!content) {
          next()
          return
        }
        res.setHeader('Content-Type', req.url === '/robots.txt' ? 'text/plain' : 'application/xml')
        res.end(req.url === '/robots.txt' ? robotsTxt(content.site) : sitemapXml(content))
      })
    },
  }
}

function stopOnProblems(step: () => void) {
  try {
    step()
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    // The report is the whole message: a stack trace would only bury it.
    const report = formatIssues(error.issues)
    console.error(`\nThe site was not built: the content has problems.\n\n${report}\n`)
    process.exit(1)
  }
}

/** The whole site, or undefined while the content has problems. */
export function validContent() {
  try {
    return getContent()
  } catch {
    return undefined
  }
}

function flattenHtmlRoute(clientOut: string, route: string) {
  const folder = join(clientOut, route)
  const file = join(folder, 'index.html')
  if (!existsSync(file)) return
  renameSync(file, `${folder}.tmp`)
  rmdirSync(folder)
  renameSync(`${folder}.tmp`, folder)
}
