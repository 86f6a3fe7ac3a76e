import { imagesIn } from './image-files'
import type { PageImages } from '../lib/images/resolved-image'
import { planImage, type ImagePlan } from '../lib/images/variants'

/**
 * The plan of every image in `values` (e.g. each page's blocks), each once. The values are walked
 * one after another, so an iterable that makes each value as it is asked for holds one at a time.
 */
export function imagePlans(root: string, values: Iterable<unknown>): Map<string, ImagePlan> {
  const plans = new Map<string, ImagePlan>()
  for (const value of values)
    for (const { src } of imagesIn(value)) if (!plans.has(src)) plans.set(src, planImage(root, src))
  return plans
}

/** What the components need to render the images in `value`. */
export function resolveImages(root: string, value: unknown): PageImages {
  const images: PageImages = {}
  for (const [src, plan] of imagePlans(root, [value])) images[src] = plan.image
  return images
}
