import type { SiteContent } from './load'
import type { Site } from '../lib/site/schema'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function sitemapXml({ site, pages }: SiteContent): string {
  const urls = pages
    .filter((page) => !page.meta.robots.includes('noindex'))
    .map((page) => `  <url><loc>${escapeXml(site.host + page.route)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.host}/sitemap.xml\n`
}
