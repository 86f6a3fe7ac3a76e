import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Site } from '../../lib/site/schema'

const made = new WeakMap<Site, Map<string, string>>()

/**
 * Server rendering: the HTML of a part of the frame that is the same on many pages (the header,
 * the footer), rendered once per site and `key` and then set as an element's inner HTML. The key
 * must hold everything besides the site that the part's markup depends on.
 */
export function siteWideHtml(site: Site, key: string, render: () => ReactNode): { __html: string } {
  let parts = made.get(site)
  if (!parts) made.set(site, (parts = new Map<string, string>()))
  let html = parts.get(key)
  if (html === undefined) parts.set(key, (html = renderToString(render())))
  return { __html: html }
}
