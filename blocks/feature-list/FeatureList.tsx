import type { BlockProps } from '../define'
import type { Feature, FeatureListSchema } from './schema'
import { cn } from '../../lib/cn'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Icon } from '../shared/ui/icon'

const gridColumns = {
  '2': 'sm:grid-cols-2',
  '3': 'sm:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
}

function GridItem({ item }: { item: Feature }) {
  return (
    <Card className="h-full">
      {item.icon && (
        <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
          <Icon name={item.icon} className="size-5" />
        </span>
      )}
      <h3 className="text-lg font-semibold">{item.title}</h3>
      {item.description && <p className="mt-2 text-muted-foreground">{item.description}</p>}
    </Card>
  )
}

/** A bare name (a state, a short promise) is plain text; an item with a description gets a heading. */
function ListItem({ item }: { item: Feature }) {
  return (
    <div className="flex gap-3">
      <Icon name={item.icon ?? 'check'} className="mt-0.5 size-5 shrink-0 text-primary" />
      {item.description ? (
        <div>
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-1 text-muted-foreground">{item.description}</p>
        </div>
      ) : (
        <span className="font-semibold">{item.title}</span>
      )}
    </div>
  )
}

export function FeatureList(props: BlockProps<typeof FeatureListSchema>) {
  const { id, eyebrow, title, intro, items, variant, columns, tone } = props
  const list = variant === 'list'
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul
        className={cn(
          'grid',
          gridColumns[columns],
          list
            ? 'mx-auto max-w-5xl gap-x-8 gap-y-5 rounded-xl border border-border bg-card p-6 md:p-8'
            : 'gap-6',
        )}
      >
        {items.map((item) => (
          <li key={item.title}>{list ? <ListItem item={item} /> : <GridItem item={item} />}</li>
        ))}
      </ul>
    </Section>
  )
}
