import type { Site } from '../lib/site/schema'
import type { Crumb } from './frame/breadcrumb-trail'

export function organizationJsonLd(site: Site) {
  const org = site.organization
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
      ...org.areaServed.map((name) => ({ '@type': 'Country', name })),
      {
        '@type': 'GeoCircle',
        geoRadius: org.serviceRadiusMeters,
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: 39.8283, longitude: -98.5795 },
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
    openingHours: 'Mo-Su 00:00-23:59',
  }
}

export function breadcrumbJsonLd(site: Site, trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: `${site.host}${crumb.path}`,
    })),
  }
}

/** JSON for a <script> element: `<` is escaped so content can never close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
