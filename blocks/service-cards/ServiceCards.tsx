import { cva } from 'class-variance-authority'
import type { BlockProps } from '../define'
import type { ServiceCardsSchema, ServiceCard as CardData } from './schema'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { KeepRanges } from '../shared/ui/keep-ranges'

const grid = cva('grid gap-6', {
  variants: {
    columns: {
      '2': 'md:grid-cols-2',
      '3': 'md:grid-cols-2 lg:grid-cols-3',
      '4': 'sm:grid-cols-2 lg:grid-cols-4',
    },
  },
})

/** Card titles are h3 under a section heading, h2 when the section has none. */
function ServiceCardView({ card, level }: { card: CardData; level: 'h2' | 'h3' }) {
  const Title = level
  return (
    <Card className="flex h-full flex-col">
      <div className="mb-4 flex items-start justify-between gap-3">
        {card.icon && (
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Icon name={card.icon} className="size-6" />
          </span>
        )}
        {card.urgent && (
          <Badge tone="destructive" className="ml-auto">
            <Icon name="alert" />
            Urgent
          </Badge>
        )}
      </div>
      <Title className="text-xl font-semibold">{card.title}</Title>
      <p className="mt-2 text-muted-foreground">
        <KeepRanges text={card.description} />
      </p>
      {card.features.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>
                <KeepRanges text={feature} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {card.href && (
        <a
          href={card.href}
          className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-primary hover:underline"
        >
          {card.linkLabel}
          <span className="sr-only">: {card.title}</span>
          <span aria-hidden="true">→</span>
        </a>
      )}
    </Card>
  )
}

export function ServiceCards({
  id,
  eyebrow,
  title,
  intro,
  cards,
  columns,
  tone,
}: BlockProps<typeof ServiceCardsSchema>) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className={grid({ columns })}>
        {cards.map((card) => (
          <ServiceCardView key={card.title} card={card as CardData} level={title ? 'h3' : 'h2'} />
        ))}
      </div>
    </Section>
  )
}
