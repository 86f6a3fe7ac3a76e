import { useId } from 'react'
import type { BlockProps } from '../define'
import type { FaqSchema } from './schema'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'

/**
 * Native exclusive accordion: <details> sharing one `name` keeps one item open at a time and
 * closes the open one on a second click, with no JavaScript at all.
 */
export function Faq({ eyebrow, title, intro, items, variant }: BlockProps<typeof FaqSchema>) {
  const group = useId()
  if (variant === 'cards') {
    return (
      <Section eyebrow={eyebrow} title={title} intro={intro}>
        <div className="grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <Card key={item.question}>
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <p className="mt-2 text-muted-foreground">{item.answer}</p>
            </Card>
          ))}
        </div>
      </Section>
    )
  }
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro} tone="muted">
      <div
        className="mx-auto max-w-3xl divide-y divide-border rounded-xl border border-border bg-card"
        data-faq
      >
        {items.map((item) => (
          <details
            key={item.question}
            name={group}
            className="group px-5 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold focus-visible:outline-2 focus-visible:outline-ring">
              <h3 className="text-base">{item.question}</h3>
              <span
                aria-hidden="true"
                className="text-xl text-primary transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-5 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
