import type { Plugin } from 'vite'
import { loadContent } from '../lib/content/load'
import { formatIssues } from '../lib/content/issues'
import { robotsTxt, sitemapXml } from '../lib/site/crawl-files'

/**
 * Validates all content before a build (an invalid site is never produced), writes sitemap.xml
 * and robots.txt into the client build, and reloads the browser in dev when a YAML file changes.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'site-content',
    buildStart() {
      const { issues } = loadContent()
      if (issues.length > 0) this.error(`Invalid content:\n${formatIssues(issues)}`)
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return
      const { content } = loadContent()
      if (!content) return
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(content) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(content.site) })
    },
    configureServer(server) {
      server.watcher.add('content')
      const reload = (file: string) => {
        if (/\.ya?ml$/.test(file)) server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload)
      server.middlewares.use((req, res, next) => {
        const { content } = loadContent()
        if (!content || (req.url !== '/sitemap.xml' && req.url !== '/robots.txt')) return next()
        res.setHeader('Content-Type', req.url === '/robots.txt' ? 'text/plain' : 'application/xml')
        res.end(req.url === '/robots.txt' ? robotsTxt(content.site) : sitemapXml(content))
      })
    },
  }
}
