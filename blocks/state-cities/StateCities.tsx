import type { BlockProps } from '../define'
import { LISTED_CITIES, type StateCitiesSchema } from './schema'
import { Section } from '../shared/ui/section'
import { Icon } from '../shared/ui/icon'

/**
 * City pages past the listed cities (a state with more city pages than its list names) are links in
 * columns: a line each, so that a state with thousands of city pages still links every one
 * without a card, an icon and an arrow for each. A line is 44 px tall on phones (a thumb's tap
 * target), compact on wider screens, as the footer's links.
 */
function MoreCities({ cities }: Pick<BlockProps<typeof StateCitiesSchema>, 'cities'>) {
  return (
    <ul className="mt-6 columns-2 gap-x-6 text-sm font-semibold text-primary sm:columns-3 lg:columns-5 *:break-inside-avoid [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:underline [&_a]:decoration-primary/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary md:[&_a]:min-h-8">
      {cities.map((city) => (
        <li key={city.href ?? city.name}>
          <a href={city.href}>{city.name}</a>
        </li>
      ))}
    </ul>
  )
}

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
        {cities.slice(0, LISTED_CITIES).map((city) => (
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
      {cities.length > LISTED_CITIES && <MoreCities cities={cities.slice(LISTED_CITIES)} />}
      {note && <p className="mt-6 text-center text-muted-foreground">{note}</p>}
    </Section>
  )
}
