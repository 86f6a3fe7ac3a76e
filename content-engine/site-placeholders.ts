import type { ContentIssue } from './issues'
import type { Segment, YamlSource } from './yaml-source'
import type { Site } from '../lib/site/schema'

/** Domains reserved for examples (RFC 2606, RFC 6761): never a real business's address. */
const EXAMPLE_DOMAIN = /(^|\.)(example\.(com|net|org)|[^.]+\.(example|test|invalid|localhost))$/i
/** 555-0100 to 555-0199: the North American numbers reserved for fiction. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/

/** The example values in the site settings, each with where it is; none when `demo` is true. */
export function placeholderValues(site: Site): { path: Segment[]; value: string }[] {
  if (site.demo) return []
  const domainOf = (address: string) => address.replace(/^.*@|^https:\/\//g, '')
  return [
    { path: ['host'], value: site.host, example: EXAMPLE_DOMAIN.test(domainOf(site.host)) },
    { path: ['email'], value: site.email, example: EXAMPLE_DOMAIN.test(domainOf(site.email)) },
    {
      path: ['phone', 'e164'],
      value: site.phone.e164,
      example: FICTIONAL_PHONE.test(site.phone.e164),
    },
  ]
    .filter((entry) => entry.example)
    .map(({ path, value }) => ({ path, value }))
}

export function placeholderIssues(source: YamlSource, site: Site): ContentIssue[] {
  return placeholderValues(site).map(({ path, value }) => ({
    file: source.file,
    ...source.position(path),
    where: path.join('.'),
    message: `"${value}" is an example value: set the business's own, or mark the site as "demo: true"`,
  }))
}
