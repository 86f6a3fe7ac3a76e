import type { BlockProps } from '../define'
import type { StateCitiesSchema } from './schema'
import { Section } from '../shared/ui/section'
import { Icon } from '../shared/ui/icon'

export function StateCities({
  eyebrow,
  title,
  intro,
  cities,
  note,
}: BlockProps<typeof StateCitiesSchema>) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="grid gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        {cities.map((city) => (
          <li key={city.name}>
            {city.href ? (
              <a
                href={city.href}
                className="flex h-full items-center gap-2 rounded-lg border border-primary/40 bg-card px-4 py-3 text-sm font-semibold text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:bg-accent hover:decoration-primary"
              >
                <Icon name="pin" className="size-4 shrink-0" />
                {city.name}
                <span aria-hidden="true" className="ml-auto">
                  →
                </span>
              </a>
            ) : (
              // A city without a page is plain text, never a box that could pass for a link.
              <span className="flex h-full items-center gap-2 px-1 py-3 text-sm text-muted-foreground">
                <Icon name="pin" className="size-4 shrink-0 text-muted-foreground" />
                {city.name}
              </span>
            )}
          </li>
        ))}
      </ul>
      {note && <p className="mt-6 text-center text-muted-foreground">{note}</p>}
    </Section>
  )
}
