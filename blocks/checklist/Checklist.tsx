import type { BlockProps } from '../define'
import type { ChecklistSchema } from './schema'
import { cn } from '../../lib/cn'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Icon } from '../shared/ui/icon'

export function Checklist(props: BlockProps<typeof ChecklistSchema>) {
  const { id, eyebrow, title, intro, items, note, columns, tone, marker } = props
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <Card className="mx-auto max-w-4xl md:p-8">
        <ul className={cn('grid gap-x-8 gap-y-4', columns === '2' && 'md:grid-cols-2')}>
          {items.map((item) => (
            <li key={item} className="flex items-start gap-3">
              {marker === 'box' ? (
                <span
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 rounded border-2 border-foreground"
                />
              ) : (
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
              )}
              <span>{item}</span>
            </li>
          ))}
        </ul>
        {note && (
          <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">{note}</p>
        )}
      </Card>
    </Section>
  )
}
