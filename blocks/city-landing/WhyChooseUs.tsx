import { Section } from '../shared/ui/section'
import { Icon } from '../shared/ui/icon'
import { StatTiles } from '../stats/Stats'
import type { StatItem } from '../stats/schema'

/** A reason reads "Lead: detail"; the lead is shown in bold. */
function Reason({ text }: { text: string }) {
  const split = text.indexOf(': ')
  return split > 0 ? (
    <span>
      <strong className="font-semibold">{text.slice(0, split)}</strong>
      <span className="text-muted-foreground">: {text.slice(split + 2)}</span>
    </span>
  ) : (
    <span>{text}</span>
  )
}

export function WhyChooseUs(props: {
  title: string
  points: string[]
  facts: string
  stats: StatItem[]
}) {
  return (
    <Section title={props.title} tone="muted">
      <ul className="grid gap-4 md:grid-cols-2">
        {props.points.map((point) => (
          <li key={point} className="flex gap-3 rounded-xl border border-border bg-card p-5">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success" />
            <Reason text={point} />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 flex max-w-3xl gap-3 text-muted-foreground">
        <Icon name="scale" className="mt-1 size-5 shrink-0 text-primary" />
        <span>{props.facts}</span>
      </p>
      <div className="mt-10">
        <StatTiles items={props.stats} />
      </div>
    </Section>
  )
}
