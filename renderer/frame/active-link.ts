/** Home is active only on the exact root; every other link is active by path prefix. */
export function isActiveLink(href: string, path: string): boolean {
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}
