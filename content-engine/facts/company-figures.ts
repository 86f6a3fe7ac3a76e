import type { Site } from '../../lib/site/schema'

export interface Figure {
  /** What the figure is, for the message. */
  name: string
  pattern: RegExp
  declared: string
  where: string
  /** A figure of the company alone, which a city page may not write otherwise either. */
  everywhere?: true
}

export const digits = (text: string) => text.replace(/[^\d.]/g, '')

/**
 * What the fact checks read of site.yaml, and nothing else: a page's findings are kept while these
 * stay the same, so an edit of the brand or the navigation checks no page again.
 */
export type SiteFacts = Pick<Site, 'claims' | 'phone'> & {
  organization: Pick<Site['organization'], 'ratingValue' | 'reviewCount'>
}
export const siteFacts = ({ claims, phone, organization: o }: Site): SiteFacts => ({
  claims,
  phone,
  organization: { ratingValue: o.ratingValue, reviewCount: o.reviewCount },
})

/** The company-wide figures and how a page writes them. */
export function companyFigures(site: SiteFacts): Figure[] {
  const { claims, organization } = site
  return [
    {
      name: 'homes saved',
      pattern: /(\d[\d,]*)\+?\s+(?:homes\s+saved|homeowners\s+we|homes\s+through)/gi,
      declared: claims.homesSaved,
      where: 'claims.homesSaved',
    },
    {
      name: 'homes saved',
      pattern: /(?:saved?|save)\s+(?:more than\s+|over\s+)?(\d[\d,]*)\+?\s+homes/gi,
      declared: claims.homesSaved,
      where: 'claims.homesSaved',
    },
    {
      name: 'success rate',
      pattern: /(\d+(?:\.\d+)?)%\s+success rate/gi,
      declared: claims.successRate,
      where: 'claims.successRate',
    },
    {
      name: 'share who would recommend',
      pattern: /(\d+)%\s+(?:would recommend|of clients recommend|of clients would recommend)/gi,
      declared: claims.wouldRecommend,
      where: 'claims.wouldRecommend',
    },
    {
      name: 'average response',
      pattern: /(\d+)[- ]hours? average response/gi,
      declared: claims.averageResponse,
      where: 'claims.averageResponse',
    },
    {
      name: 'rating',
      pattern: /(\d(?:\.\d)?)\/5\b/g,
      declared: String(organization.ratingValue),
      where: 'organization.ratingValue',
      everywhere: true,
    },
    {
      name: 'review count',
      pattern: /(\d[\d,]*)\s+reviews/gi,
      declared: String(organization.reviewCount),
      where: 'organization.reviewCount',
      everywhere: true,
    },
  ]
}
