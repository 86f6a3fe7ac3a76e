import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content/cache'

/** A URL matches when a YAML file under content/pages produces it. */
export default function route({ urlPathname }: PageContextServer) {
  return getContent().pages.some((page) => page.route === urlPathname)
}
