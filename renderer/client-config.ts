import type { Site } from '../lib/site/schema'

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
    phone: { display: site.phone.display, href: `tel:${site.phone.e164}` },
    analytics: site.analytics,
    popup: site.popup,
    forms: site.forms,
  }
}
