import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { imageSize } from 'image-size'
import type { ResolvedImage } from './resolved-image'

/** Widths made for a raster image (never wider than the original). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]
/** Folder of the generated files in the client build (served with a one-year cache). */
export const VARIANT_FOLDER = 'assets/images'

export interface ImageVariant {
  /** Path inside the client build, e.g. assets/images/porch-1a2b3c4d-800.avif */
  fileName: string
  format: VariantFormat
  width: number
}

export interface ImagePlan {
  /** The source file on disk. */
  file: string
  image: ResolvedImage
  /** Files to encode; none for SVG. */
  variants: ImageVariant[]
}

const isVector = (src: string) => extname(src).toLowerCase() === '.svg'

function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w < width)
  return [...widths, Math.min(width, VARIANT_WIDTHS.at(-1)!)]
}

/**
 * The markup facts and the files to make for the image `src` (a path under public/), computed
 * synchronously from the file so that rendering needs no encoding. Names carry a hash of the
 * file's bytes: a changed image gets new URLs.
 */
export function planImage(root: string, src: string): ImagePlan {
  const file = join(root, 'public', src)
  const bytes = readFileSync(file)
  const size = imageSize(bytes)
  if (!size.width || !size.height) throw new Error(`${src}: the image has no width and height`)
  // EXIF orientations 5-8 turn the picture a quarter: the encoder applies them (rotate()).
  const turned = (size.orientation ?? 1) >= 5
  const [width, height] = turned ? [size.height, size.width] : [size.width, size.height]
  if (isVector(src)) return { file, image: { width, height, src, sources: [] }, variants: [] }

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  const stem = basename(src, extname(src)).replace(/[^a-z0-9-]/gi, '-')
  const variants = VARIANT_FORMATS.flatMap((format) =>
    variantWidths(width).map((w) => ({
      fileName: `${VARIANT_FOLDER}/${stem}-${hash}-${w}.${format}`,
      format,
      width: w,
    })),
  )
  const srcset = (format: VariantFormat) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `/${v.fileName} ${v.width}w`)
      .join(', ')
  const widest = variants.filter((v) => v.format === 'webp').at(-1)!
  const scale = widest.width / width
  return {
    file,
    image: {
      width: widest.width,
      height: Math.round(height * scale),
      src: `/${widest.fileName}`,
      sources: [
        { type: 'image/avif', srcset: srcset('avif') },
        { type: 'image/webp', srcset: srcset('webp') },
      ],
    },
    variants,
  }
}
