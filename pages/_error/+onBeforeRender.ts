import { contentReady } from '../../content-engine/cache'

/** The not-found page is made from the site's content: a build prerenders it once that is there. */
export async function onBeforeRender() {
  await contentReady()
}
