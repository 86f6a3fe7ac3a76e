import { getContent } from '../../lib/content/cache'

export default function onBeforePrerenderStart() {
  return getContent().pages.map((page) => page.route)
}
