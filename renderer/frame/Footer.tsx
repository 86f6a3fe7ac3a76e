import type { Site } from '../../lib/site/schema'
import { Icon } from '../../blocks/shared/ui/icon'
import { ReliefNotice } from '../../blocks/shared/ui/relief-notice'
import { telHref } from '../../lib/site/phone'
import { siteWideHtml } from './site-wide-html'

/** Footer links are at least 44 px tall on phones (a thumb's tap target), compact on wider screens. */
const tapLink = 'flex min-h-11 items-center gap-2 hover:text-primary md:min-h-8'

interface FooterProps {
  site: Site
  year: number
}

/** The site footer; its markup is made once per build year, the same on every page. */
export function Footer({ site, year }: FooterProps) {
  return (
    <footer
      className="border-t border-border bg-muted/30 print:hidden"
      dangerouslySetInnerHTML={siteWideHtml(site, `footer ${year}`, () => (
        <FooterContent site={site} year={year} />
      ))}
    />
  )
}

/** What the footer holds: the relief notice, the company and link columns, the legal lines. */
export function FooterContent({ site, year }: FooterProps) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-8 md:px-6 md:pt-10">
        <ReliefNotice notice={site.reliefNotice} />
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 md:gap-y-8 md:px-6 md:py-10 lg:grid-cols-5">
        <div className="col-span-2">
          <p className="text-lg font-bold">{site.brand}</p>
          {/* The company line repeats the page above; phones skip it to keep the footer short. */}
          <p className="mt-3 hidden max-w-sm text-sm text-pretty text-muted-foreground sm:block">
            {site.footer.about}
          </p>
          <ul className="mt-2 text-sm sm:mt-4">
            <li>
              <a href={telHref(site.phone.e164)} data-context="footer" className={tapLink}>
                <Icon name="phone" className="size-4 text-primary" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={tapLink}>
                <Icon name="mail" className="size-4 text-primary" />
                {site.email}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2 text-muted-foreground md:min-h-8">
              <Icon name="pin" className="size-4 text-primary" />
              {site.footer.partnerNote}
            </li>
          </ul>
        </div>
        {site.footer.columns.map((column, index) => {
          const wide = index === site.footer.columns.length - 1 && index % 2 === 0
          return (
            <nav
              key={column.title}
              aria-label={column.title}
              className={wide ? 'col-span-2 lg:col-span-1' : undefined}
            >
              <h2 className="text-sm font-semibold tracking-wide uppercase">{column.title}</h2>
              <ul
                className={
                  wide ? 'mt-2 grid grid-cols-2 gap-x-6 text-sm lg:grid-cols-1' : 'mt-2 text-sm'
                }
              >
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={`${tapLink} text-muted-foreground`}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )
        })}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-6 text-sm text-muted-foreground md:px-6">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6">
              {site.legal.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={`${tapLink} font-semibold text-foreground`}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-pretty">{site.legal.disclaimer}</p>
          <p className="text-pretty">{site.legal.licence}</p>
          <p>
            © <span data-current-year>{year}</span> {site.brand}. All rights reserved.
          </p>
        </div>
      </div>
    </>
  )
}
