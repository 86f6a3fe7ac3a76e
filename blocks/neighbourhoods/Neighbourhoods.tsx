import type { BlockProps } from '../define'
import type { NeighbourhoodsSchema } from './schema'
import { Section } from '../shared/ui/section'
import { Icon } from '../shared/ui/icon'

export function Neighbourhoods({
  eyebrow,
  title,
  intro,
  areas,
  region,
  closing,
  tone,
}: BlockProps<typeof NeighbourhoodsSchema>) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      {/* Plain text, not boxes: a place name here is not a link and must not look like a button. */}
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {areas.map((area) => (
          <li key={area} className="flex items-center gap-2 py-1.5 text-sm">
            <Icon name="pin" className="size-4 shrink-0 text-primary" />
            {area}
          </li>
        ))}
      </ul>
      {region && <p className="mt-6 text-center text-muted-foreground">{closing}</p>}
    </Section>
  )
}
