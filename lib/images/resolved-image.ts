/** What the build knows of an image, for markup without layout shift (browser-safe types only). */
export interface ResolvedImage {
  /** Intrinsic size: the width and height attributes. */
  width: number
  height: number
  /** The `src` of the <img>: the SVG itself, or the widest WebP variant. */
  src: string
  /** `<source>`s in order of preference; empty for SVG. */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[]
}

/** Resolved images of one page, by their `src` in the content. */
export type PageImages = Record<string, ResolvedImage>
