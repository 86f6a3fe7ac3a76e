import { Type, type Static } from '@sinclair/typebox'

/** An image of a block: a file under public/ and its text alternative (required). */
export const ImageField = Type.Object(
  {
    src: Type.String({
      pattern: '^/[^?#]+\\.(svg|png|jpe?g|webp|avif)$',
      description:
        'Image file under public/, e.g. /images/hero.svg. SVG is used as drawn; PNG, JPEG, WebP and AVIF are made into responsive AVIF and WebP by the build',
      examples: ['/images/hero-home.svg'],
    }),
    alt: Type.String({
      minLength: 1,
      description: 'What the image shows, for people who cannot see it (required)',
    }),
  },
  { additionalProperties: false, description: 'An image with its required alt text' },
)
export type ImageField = Static<typeof ImageField>
