import type { Button } from '../../blocks/shared/fields'
import { telHref } from '../../lib/site/phone'
import type { Site } from '../../lib/site/schema'

/** The site's "Call (800) …" button, tracked under `context` like every tel: link. */
export function callButton(site: Site, context: string, variant?: Button['variant']): Button {
  return {
    label: `${site.header.callLabel} ${site.phone.display}`,
    href: telHref(site.phone.e164),
    context,
    variant,
  }
}
