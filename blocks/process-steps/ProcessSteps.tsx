import type { BlockProps } from '../define'
import type { ProcessStep, ProcessStepsSchema } from './schema'
import { cn } from '../../lib/cn'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { ActionButton } from '../shared/ui/action-button'
import { KeepRanges } from '../shared/ui/keep-ranges'

interface StepProps {
  item: ProcessStep & { urgent: boolean }
  number: number
  urgentLabel: string
}

function StepNumber({ number, urgent }: { number: number; urgent: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-bold',
        urgent
          ? 'bg-destructive text-destructive-foreground'
          : 'bg-primary text-primary-foreground',
      )}
    >
      {number}
    </span>
  )
}

function StepText({ item, number, urgentLabel }: StepProps) {
  return (
    <div className="min-w-0">
      {(item.time || item.urgent) && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          {item.time && (
            <Badge tone="outline">
              <Icon name="clock" />
              {item.time}
            </Badge>
          )}
          {item.urgent && <Badge tone="destructive">{urgentLabel}</Badge>}
        </div>
      )}
      <h3 className="flex items-center gap-2 text-xl font-semibold">
        {item.icon && <Icon name={item.icon} className="size-5 shrink-0 text-primary" />}
        <span className="sr-only">Step {number}: </span>
        {item.title}
      </h3>
      <p className="mt-2 text-muted-foreground">
        <KeepRanges text={item.description} />
      </p>
    </div>
  )
}

const columns = [
  '',
  'md:grid-cols-1',
  'md:grid-cols-2',
  'md:grid-cols-3',
  'md:grid-cols-2 lg:grid-cols-4',
]

export function ProcessSteps(props: BlockProps<typeof ProcessStepsSchema>) {
  const { id, eyebrow, title, intro, steps, variant, urgentLabel, cta, tone } = props
  const numbered = steps.map((item, i) => ({
    item: { ...item, urgent: item.urgent ?? false },
    number: item.step ?? i + 1,
  }))
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      {variant === 'timeline' ? (
        <ol className="mx-auto max-w-3xl space-y-8 border-l-2 border-border pl-0 max-md:ml-6">
          {numbered.map(({ item, number }) => (
            <li key={item.title} className="relative -ml-[25px] flex gap-3 md:gap-5">
              <StepNumber number={number} urgent={item.urgent} />
              <Card className={cn('flex-1', item.urgent && 'border-destructive')}>
                <StepText item={item} number={number} urgentLabel={urgentLabel} />
              </Card>
            </li>
          ))}
        </ol>
      ) : (
        <ol className={cn('grid gap-6', columns[Math.min(steps.length, 4)])}>
          {numbered.map(({ item, number }) => (
            <li key={item.title}>
              <Card className={cn('h-full', item.urgent && 'border-destructive')}>
                <StepNumber number={number} urgent={item.urgent} />
                <div className="mt-4">
                  <StepText item={item} number={number} urgentLabel={urgentLabel} />
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
      {cta && (
        <div className="mt-10 text-center">
          <ActionButton button={cta} size="lg" />
        </div>
      )}
    </Section>
  )
}
