import type { ImageField } from '../image-field'
import type { PageImages } from '../../../lib/images/resolved-image'
import { cn } from '../../../lib/cn'

interface PictureProps {
  image: ImageField
  images: PageImages
  /** The `sizes` of the responsive variants: the width the image is shown at. */
  sizes: string
  /** The hero image: loaded at once with high priority (it is also preloaded); others lazily. */
  priority?: boolean
  className?: string
}

/**
 * An image with its intrinsic width and height (no layout shift), AVIF and WebP variants in
 * `srcset` for raster files, lazy below the fold. Always inside <picture>, which also keeps
 * React from adding its own preload: the hero's preload is in the head, for wide screens only.
 */
export function Picture({ image, images, sizes, priority, className }: PictureProps) {
  const resolved = images[image.src]
  if (!resolved) throw new Error(`image ${image.src} was not resolved for this page`)
  const img = (
    <img
      src={resolved.src}
      alt={image.alt}
      width={resolved.width}
      height={resolved.height}
      sizes={resolved.sources.length > 0 ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('h-auto max-w-full', className)}
    />
  )
  return (
    <picture>
      {resolved.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
