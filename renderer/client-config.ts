import type { Site } from '../lib/site/schema'
import { telHref } from '../lib/site/phone'
import { jsonForScript } from './structured-data'

/** The public site facts the browser bootstrap reads (never a secret: it ships in every page). */
export interface ClientConfig {
  brand: string
  phone: { display: string; href: string }
  analytics: Site['analytics']
  popup: Site['popup']
  forms: Site['forms']
}

export function clientConfig(site: Site): ClientConfig {
  return {
    brand: site.brand,
    phone: { display: site.phone.display, href: telHref(site.phone.e164) },
    analytics: site.analytics,
    popup: site.popup,
    forms: site.forms,
  }
}

const scriptJson = new WeakMap<Site, string>()

/** The client config as the JSON of its `<script>` element, made once per site, not per page. */
export function clientConfigJson(site: Site): string {
  let json = scriptJson.get(site)
  if (json === undefined) scriptJson.set(site, (json = jsonForScript(clientConfig(site))))
  return json
}
