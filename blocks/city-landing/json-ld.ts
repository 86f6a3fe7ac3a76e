import type { LocalBusiness, Place, WithContext } from 'schema-dts'
import type { CityLandingProps } from './schema'

/** LocalBusiness structured data named brand + city, serving the page's five places. */
export function localBusinessJsonLd(props: CityLandingProps): WithContext<LocalBusiness> {
  const { ctx, city, state, areaServed, description } = props
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${ctx.brand} ${city}`,
    description,
    telephone: ctx.phone.display,
    email: ctx.email,
    url: `${ctx.host}${ctx.path}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: city,
      addressRegion: state,
      addressCountry: 'US',
    },
    areaServed: areaServed.map((name): Place => ({ '@type': 'Place', name })),
  }
}
