import { cn } from '../../lib/cn'
import type { Link } from '../../blocks/shared/fields'
import { isActiveLink } from './active-link'

interface NavLinksProps {
  label: string
  links: Link[]
  path: string
  className?: string
  listClassName?: string
  linkClassName?: string
}

/** The site navigation; the active link is highlighted and the current page marked for readers. */
export function NavLinks({
  label,
  links,
  path,
  className,
  listClassName,
  linkClassName,
}: NavLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.href === path ? 'page' : undefined}
              className={cn(
                'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-foreground',
                isActiveLink(link.href, path) ? 'bg-accent text-primary' : 'text-muted-foreground',
                linkClassName,
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
