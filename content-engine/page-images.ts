import { imagesIn } from './image-files'
import type { PageImages } from '../lib/images/resolved-image'
import { planImage, type ImagePlan } from '../lib/images/variants'

/** The plan of every image in `value` (e.g. a page's blocks), each once. */
export function imagePlans(root: string, value: unknown): Map<string, ImagePlan> {
  const plans = new Map<string, ImagePlan>()
  for (const { src } of imagesIn(value)) if (!plans.has(src)) plans.set(src, planImage(root, src))
  return plans
}

/** What the components need to render the images in `value`. */
export function resolveImages(root: string, value: unknown): PageImages {
  const images: PageImages = {}
  for (const [src, plan] of imagePlans(root, value)) images[src] = plan.image
  return images
}
