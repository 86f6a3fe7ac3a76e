import { cva } from 'class-variance-authority'
import type { BlockProps } from '../define'
import type { TimelineSchema, Urgency } from './schema'
import { Section } from '../shared/ui/section'
import { Icon } from '../shared/ui/icon'

const urgencyBadge = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
  {
    variants: {
      urgency: {
        medium: 'border-warning/50 bg-warning/15 text-warning',
        high: 'border-orange-400/60 bg-orange-500/15 text-orange-300 print:border-orange-700 print:text-orange-800',
        critical: 'border-transparent bg-destructive text-destructive-foreground',
      },
    },
  },
)

const markerTone = cva(
  'relative z-10 flex size-14 shrink-0 items-center justify-center self-start rounded-full border-2 p-1 text-center text-xs leading-tight font-bold tracking-tight',
  {
    variants: {
      urgency: {
        none: 'border-primary bg-background text-primary',
        medium: 'border-warning bg-background text-warning',
        high: 'border-orange-400 bg-background text-orange-300 print:border-orange-700 print:text-orange-800',
        critical: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
  },
)

export function Timeline({
  id,
  eyebrow,
  title,
  intro,
  stages,
  actionLabel,
  urgencyLabels,
  tone,
}: BlockProps<typeof TimelineSchema>) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ol className="relative mx-auto max-w-3xl space-y-8">
        {stages.map((stage, index) => (
          <li key={stage.title} className="relative flex gap-4 md:gap-6">
            {index < stages.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-14 bottom-[-2rem] left-7 w-0.5 -translate-x-1/2 bg-border"
              />
            )}
            <span className={markerTone({ urgency: stage.urgency ?? 'none' })}>
              <NoBreakWords text={stage.marker ?? String(index + 1)} />
            </span>
            <div className="min-w-0 flex-1 rounded-xl border border-border bg-card p-5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h3 className="text-lg font-semibold">{stage.title}</h3>
                {stage.urgency && (
                  <UrgencyBadge urgency={stage.urgency} label={urgencyLabels[stage.urgency]} />
                )}
              </div>
              <p className="mt-2 text-muted-foreground">{stage.description}</p>
              {stage.action && (
                <p className="mt-3 text-sm">
                  <strong className="font-semibold text-primary">{actionLabel}</strong>{' '}
                  {stage.action}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}

function UrgencyBadge({ urgency, label }: { urgency: Urgency; label: string }) {
  return (
    <span className={urgencyBadge({ urgency })} data-urgency={urgency}>
      {urgency !== 'medium' && <Icon name="alert" />}
      {label}
    </span>
  )
}

/** Breaks a marker such as "24-48 hours" only between words, never after the hyphen of a range. */
function NoBreakWords({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <span key={index} className="whitespace-nowrap">
      {index > 0 && ' '}
      {word}
    </span>
  ))
}
