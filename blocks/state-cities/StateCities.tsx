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
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cities.map((city) => (
          <li key={city.name}>
            {city.href ? (
              <a
                href={city.href}
                className="flex h-full items-center gap-2 rounded-lg border border-primary/40 bg-card px-4 py-3 text-sm font-semibold text-primary transition-colors hover:bg-accent"
              >
                <Icon name="pin" className="size-4 shrink-0" />
                {city.name}
                <span aria-hidden="true" className="ml-auto">
                  →
                </span>
              </a>
            ) : (
              <span className="flex h-full items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm font-medium">
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
