/** Home is active only on the exact root; every other link is active by path prefix. */
export function isActiveLink(href: string, path: string): boolean {
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}

/**
 * What the navigation's markup takes from the path, one letter per link: the current page (c),
 * an active section (a) or neither (-). Pages with the same letters get the same navigation.
 */
export const navLinkStates = (hrefs: string[], path: string) =>
  hrefs.map((href) => (href === path ? 'c' : isActiveLink(href, path) ? 'a' : '-')).join('')
