import { contentRoot, type SiteContent } from '../content-engine/load'
import { imagesIn } from '../content-engine/image-files'
import type { PageImages, ResolvedImage } from '../lib/images/resolved-image'
import { planImage } from '../lib/images/variants'

const resolved = new WeakMap<SiteContent, Map<string, ResolvedImage>>()

/**
 * What the components need to render the images in a page's blocks. Each image file is read,
 * measured and hashed once per loaded content, not once for every page that shows it.
 */
export function pageImages(content: SiteContent, blocks: unknown): PageImages {
  let known = resolved.get(content)
  if (!known) resolved.set(content, (known = new Map<string, ResolvedImage>()))
  const images: PageImages = {}
  for (const { src } of imagesIn(blocks)) {
    let image = known.get(src)
    if (!image) known.set(src, (image = planImage(contentRoot(), src).image))
    images[src] ??= image
  }
  return images
}
