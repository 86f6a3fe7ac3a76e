import type { Site } from '../lib/site/schema'
import { ButtonLink } from '../blocks/shared/ui/button'

/** The bootstrap logs the unknown path to the console when it finds `data-not-found`. */
export function NotFound({ site }: { site: Site }) {
  const { title, message, homeLink } = site.notFound
  return (
    <section
      data-not-found
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-extrabold text-primary">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <ButtonLink href={homeLink.href} size="lg" className="mt-8">
        {homeLink.label}
      </ButtonLink>
    </section>
  )
}
