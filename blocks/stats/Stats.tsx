import { cva } from 'class-variance-authority'
import type { BlockProps } from '../define'
import type { StatsSchema, StatItem } from './schema'
import { Section } from '../shared/ui/section'
import { Icon } from '../shared/ui/icon'

const grid = cva('grid grid-cols-2 gap-4 md:gap-6', {
  variants: {
    count: {
      1: 'grid-cols-1',
      2: '',
      3: 'md:grid-cols-3',
      4: 'md:grid-cols-4',
      // Six in a row squeeze "24 hrs" and the labels onto two lines; two rows of three do not.
      6: 'md:grid-cols-3',
      many: 'md:grid-cols-4',
    },
  },
})

const value = cva('flex flex-col items-center font-extrabold whitespace-nowrap text-primary', {
  variants: { length: { short: 'text-3xl md:text-4xl', long: 'text-2xl' } },
})

/** Statistic tiles as a description list: each figure is described by its label. */
export function StatTiles({ items }: { items: StatItem[] }) {
  const count = items.length === 6 ? 6 : items.length > 4 ? 'many' : (items.length as 1 | 2 | 3 | 4)
  return (
    <dl className={grid({ count })}>
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col items-center rounded-xl border border-border bg-card p-5 text-center last:odd:col-span-2 md:last:odd:col-span-1"
        >
          <dt className="order-last mt-1 text-sm text-muted-foreground">{item.label}</dt>
          <dd className={value({ length: item.value.length > 7 ? 'long' : 'short' })}>
            {item.icon && <Icon name={item.icon} className="mb-2 size-6" />}
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function Stats({ eyebrow, title, intro, items, tone }: BlockProps<typeof StatsSchema>) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro} tone={tone} className="py-10 md:py-14">
      <StatTiles items={items} />
    </Section>
  )
}
