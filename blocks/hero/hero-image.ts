import type { CSSProperties } from 'react'

const WIDTH_REM = 24

/**
 * The hero image is shown beside the heading from the `lg` breakpoint only (on phones the
 * buttons keep the first screen), at most 24rem wide: the preload in the head says the same.
 */
export const HERO_IMAGE = {
  sizes: `${WIDTH_REM}rem`,
  media: '(min-width: 1024px)',
  className: 'hidden w-96 lg:block',
} as const

/**
 * The hero's two columns (the heading's widens first, up to 56rem; the image's takes what is
 * left, up to 24rem) and a row at least as tall as the image at its widest. The grid alone sizes
 * them, so the heading, parsed and painted before the image, stays put when the image arrives.
 */
export const HERO_WITH_IMAGE =
  'lg:grid lg:grid-cols-[minmax(34rem,56rem)_minmax(0,24rem)] lg:grid-rows-[minmax(var(--hero-image-height),auto)] lg:items-center lg:justify-center lg:gap-12 lg:px-6 lg:*:mx-0'

export function heroImageHeight(image: { width: number; height: number }): CSSProperties {
  return {
    '--hero-image-height': `${(WIDTH_REM * image.height) / image.width}rem`,
  } as CSSProperties
}
