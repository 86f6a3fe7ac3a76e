import type { Site } from '../../lib/site/schema'
import { Icon } from '../../blocks/shared/ui/icon'

export function Footer({ site, year }: { site: Site; year: number }) {
  return (
    <footer className="border-t border-border bg-muted/30 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold">{site.brand}</p>
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">{site.footer.about}</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a
                href={`tel:${site.phone.e164}`}
                data-context="footer"
                className="inline-flex items-center gap-2 hover:text-primary"
              >
                <Icon name="phone" className="size-4 text-primary" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 hover:text-primary"
              >
                <Icon name="mail" className="size-4 text-primary" />
                {site.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2 text-muted-foreground">
              <Icon name="pin" className="size-4 text-primary" />
              {site.footer.partnerNote}
            </li>
          </ul>
        </div>
        {site.footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-muted-foreground hover:text-primary">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        © <span data-current-year>{year}</span> {site.brand}. All rights reserved.
      </div>
    </footer>
  )
}
