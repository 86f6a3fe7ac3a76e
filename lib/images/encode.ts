import sharp, { type Sharp } from 'sharp'
import type { ImagePlan, ImageVariant } from './variants'

const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
}

/** Encodes one variant of a raster image. */
export function encodeVariant(file: string, variant: ImageVariant): Promise<Buffer> {
  const resized = sharp(file).rotate().resize({ width: variant.width, withoutEnlargement: true })
  return ENCODERS[variant.format](resized).toBuffer()
}

/** Every file the plans need, each once, encoded two at a time. */
export async function encodeAll(
  plans: ImagePlan[],
): Promise<{ fileName: string; source: Buffer }[]> {
  const jobs = new Map<string, () => Promise<Buffer>>()
  for (const plan of plans)
    for (const variant of plan.variants)
      jobs.set(variant.fileName, () => encodeVariant(plan.file, variant))
  const queue = [...jobs]
  const done: { fileName: string; source: Buffer }[] = []
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift())
      done.push({ fileName: job[0], source: await job[1]() })
  }
  await Promise.all([worker(), worker()])
  return done
}
