import type { Site } from '../lib/site/schema'
import { jsonForScript } from './structured-data'
import type { ResolvedImage } from '../lib/images/resolved-image'
import { HERO_IMAGE } from '../blocks/hero/hero-image'
import { RELIEF_NOTICE_BAND_ID } from '../blocks/shared/ui/relief-notice'

export interface HeadProps {
  site: Site
  path: string
  title: string
  description: string
  keywords: string[]
  robots: string
  image?: string
  jsonLd: object[]
  /** The image of the page's first block (its hero), fetched early. */
  heroImage?: ResolvedImage
}

/** A title gets the brand suffix when it lacks the brand. */
export function fullTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`
}

export function Head({
  site,
  path,
  title,
  description,
  keywords,
  robots,
  image,
  jsonLd,
  heroImage,
}: HeadProps) {
  const canonical = `${site.host}${path}`
  const imageUrl = `${site.host}${image ?? site.defaultImage}`
  const pageTitle = fullTitle(title, site.brand)
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      <meta name="color-scheme" content="dark" />
      <meta name="theme-color" content="#0b1220" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* A page without a hero has no band: its first frame waits for the whole page. */}
      <link rel="expect" href={`#${RELIEF_NOTICE_BAND_ID}`} blocking="render" />
      {heroImage && (
        <link
          rel="preload"
          as="image"
          href={heroImage.sources.length > 0 ? undefined : heroImage.src}
          imageSrcSet={heroImage.sources[0]?.srcset}
          imageSizes={heroImage.sources.length > 0 ? HERO_IMAGE.sizes : undefined}
          type={heroImage.sources[0]?.type}
          media={HERO_IMAGE.media}
          fetchPriority="high"
        />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {site.twitterHandle && <meta name="twitter:site" content={site.twitterHandle} />}
      {jsonLd.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </head>
  )
}
