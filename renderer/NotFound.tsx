import type { Site } from '../lib/site/schema'
import { ButtonLink } from '../blocks/shared/ui/button'
import { ActionButton } from '../blocks/shared/ui/action-button'
import { callButton } from './frame/call-button'

/** The bootstrap logs the unknown path to the console when it finds `data-not-found`. */
export function NotFound({ site }: { site: Site }) {
  const { title, message, homeLink, links, callText } = site.notFound
  return (
    <section
      data-not-found
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-extrabold text-primary">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={homeLink.href} size="lg">
          {homeLink.label}
        </ButtonLink>
        <ActionButton button={callButton(site, 'not-found')} size="lg" />
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{callText}</p>
      <nav aria-label="Main pages" className="mt-10 w-full">
        <ul className="grid gap-2 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="flex min-h-11 items-center justify-center rounded-md border border-border px-4 text-sm font-semibold hover:border-primary hover:text-primary"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
