/**
 * The hero image is shown beside the heading from the `lg` breakpoint only (on phones the
 * buttons keep the first screen), at a fixed width: the preload in the head says the same.
 */
export const HERO_IMAGE = {
  sizes: '24rem',
  media: '(min-width: 1024px)',
  className: 'hidden w-96 shrink-0 lg:block',
} as const
