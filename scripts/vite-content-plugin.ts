import { existsSync, renameSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { buildContent, contentChanged, getContent } from '../lib/content/cache'
import { contentRoot } from '../lib/content/load'
import { contentErrorOverlay } from './dev/content-errors'
import { serveCatalogue } from './dev/catalogue-route'
import { settledFile } from './dev/settled-file'
import { formatIssues } from '../lib/content/issues'
import { robotsTxt, sitemapXml } from '../lib/site/crawl-files'
import { formatLeaks, leaksInBuild } from '../lib/content/facts/placeholders'

/**
 * Validates all content before a build (an invalid site is never produced), writes sitemap.xml
 * and robots.txt into the client build, and reloads the browser in dev when a YAML file changes.
 */
export function contentPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve'
  let outDir = 'dist'
  let validated = false
  return {
    name: 'site-content',
    configResolved(config) {
      command = config.command
      outDir = config.build.outDir
    },
    // Runs after vike's prerender: a route such as /resources/checklist.html is written as that
    // exact file, not as a folder holding index.html.
    buildApp: {
      order: 'post',
      async handler() {
        for (const page of getContent().pages)
          if (page.route.endsWith('.html')) flattenHtmlRoute(outDir, page.route)
        const leaks = leaksInBuild(join(outDir, 'client'))
        if (leaks.length === 0) return
        console.error(`\nUnfinished text reached the built pages:\n\n${formatLeaks(leaks)}\n`)
        process.exit(1)
      },
    },
    // Content is loaded and validated once per build; every environment and page reuses it.
    buildStart() {
      if (command !== 'build' || validated) return
      const { content, issues } = buildContent()
      if (content) {
        validated = true
        return
      }
      // The report is the whole message: a stack trace would only bury it.
      console.error(
        `\nThe site was not built: the content has problems.\n\n${formatIssues(issues)}\n`,
      )
      process.exit(1)
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      const content = getContent()
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(content) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(content.site) })
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
            try {
              overlay.refresh()
            } finally {
              server.ws.send({ type: 'full-reload' })
            }
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

/** The whole site, or undefined while the content has problems. */
export function validContent() {
  try {
    return getContent()
  } catch {
    return undefined
  }
}

function flattenHtmlRoute(outDir: string, route: string) {
  const folder = join(outDir, 'client', route)
  const file = join(folder, 'index.html')
  if (!existsSync(file)) return
  renameSync(file, `${folder}.tmp`)
  rmdirSync(folder)
  renameSync(`${folder}.tmp`, folder)
}
