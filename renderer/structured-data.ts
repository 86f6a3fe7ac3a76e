import type { BreadcrumbList, Country, ListItem, LocalBusiness, WithContext } from 'schema-dts'
import type { Site } from '../lib/site/schema'
import type { Crumb } from './frame/breadcrumb-trail'

export function organizationJsonLd(site: Site): WithContext<LocalBusiness> {
  const org = site.organization
  const { latitude, longitude } = org.serviceAreaCenter
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.host}/#organization`,
    name: site.brand,
    description: org.description,
    url: `${site.host}/`,
    telephone: site.phone.display,
    email: site.email,
    image: `${site.host}${site.defaultImage}`,
    foundingDate: String(site.foundingYear),
    areaServed: [
      ...org.areaServed.map((name): Country => ({ '@type': 'Country', name })),
      {
        '@type': 'GeoCircle',
        geoRadius: org.serviceRadiusMeters,
        geoMidpoint: { '@type': 'GeoCoordinates', latitude, longitude },
      },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: org.ratingValue,
      reviewCount: org.reviewCount,
      bestRating: 5,
    },
    makesOffer: {
      '@type': 'Offer',
      name: org.offerName,
      price: org.offerPrice,
      priceCurrency: org.currency,
    },
    openingHours: org.openingHours,
  }
}

export function breadcrumbJsonLd(site: Site, trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i): ListItem => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: `${site.host}${crumb.path}`,
    })),
  }
}

/**
 * JSON for a <script> element: `<` is escaped so content can never close the tag, and characters
 * above U+00FF so the page's HTML can be held one byte a character (see `latin1Html`).
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<\u0100-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
