import type { PageContextServer } from 'vike/types'
import { getPage } from '../../content-engine/cache'

/** A URL matches when a YAML file under content/pages produces it. */
export default function route({ urlPathname }: PageContextServer) {
  return getPage(urlPathname) !== undefined
}
