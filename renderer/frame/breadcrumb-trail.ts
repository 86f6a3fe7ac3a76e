export interface Crumb {
  label: string
  path: string
  /** Set when a page exists at the crumb's path. */
  href?: string
}

export const titleCase = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')

/** Home, then one crumb per path segment: friendly label, else the segment title-cased. */
export function breadcrumbTrail(
  path: string,
  labels: Readonly<Record<string, string>>,
  routes: ReadonlySet<string>,
  currentLabel?: string,
): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Home', path: '/', href: '/' }]
  segments.forEach((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`
    const isLast = i === segments.length - 1
    const slug = segment.replace(/\.html$/, '')
    const label = (isLast && currentLabel) || labels[slug] || titleCase(slug)
    crumbs.push({ label, path: href, href: routes.has(href) ? href : undefined })
  })
  return crumbs
}
