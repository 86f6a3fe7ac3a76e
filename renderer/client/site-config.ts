import type { ClientConfig } from '../client-config'

/** The public site settings the page carries as JSON in `#site-config`. */
export function readSiteConfig(root: Document): ClientConfig | undefined {
  const text = root.getElementById('site-config')?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as ClientConfig
  } catch {
    return undefined
  }
}
