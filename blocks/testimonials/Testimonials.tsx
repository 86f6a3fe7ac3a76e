import type { BlockProps } from '../define'
import type { Testimonial, TestimonialsSchema } from './schema'
import { shownTestimonials } from './shown'
import { cn } from '../../lib/cn'
import { formatLongDate } from '../shared/dates'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { Picture } from '../shared/ui/picture'
import type { PageImages } from '../../lib/images/resolved-image'

function Stars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-primary">
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={i < rating ? 'size-4 fill-current' : 'size-4'} />
      ))}
    </div>
  )
}

interface CardProps {
  item: Testimonial
  verifiedLabel: string
  images: PageImages
}

function TestimonialCard({ item, verifiedLabel, images }: CardProps) {
  return (
    <Card className="flex h-full flex-col">
      <figure className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3">
          <Stars rating={item.rating} />
          <Badge tone="outline">
            <Icon name="verified" className="text-success" />
            {verifiedLabel}
          </Badge>
        </div>
        <blockquote className="mt-4 flex-1 text-foreground">“{item.text}”</blockquote>
        <p className="mt-4 flex items-start gap-2 text-sm font-semibold text-primary">
          <Icon name="check" className="mt-0.5 size-4 shrink-0" />
          {item.details}
        </p>
        <figcaption
          className={cn(
            'relative mt-4 border-t border-border pt-4 text-sm',
            item.image && 'min-h-[4.5rem] pl-[4.5rem]',
          )}
        >
          <span className="block font-semibold">{item.name}</span>
          <span className="block text-muted-foreground">
            {item.location} · {item.service}
          </span>
          <time dateTime={item.date} className="mt-1 block text-muted-foreground">
            {formatLongDate(item.date)}
          </time>
          {item.image && (
            <Picture
              image={item.image}
              images={images}
              sizes="3.5rem"
              className="absolute top-4 left-0 size-14 rounded-full object-cover"
            />
          )}
        </figcaption>
      </figure>
    </Card>
  )
}

export function Testimonials({
  eyebrow,
  title,
  intro,
  summary,
  items,
  limit,
  verifiedLabel,
  tone,
  ctx,
}: BlockProps<typeof TestimonialsSchema>) {
  const shown = shownTestimonials(items, limit)
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      {summary && (
        <p className="-mt-4 mb-10 text-center font-semibold text-balance">
          <Icon
            name="star"
            className="mr-2 inline-block size-5 -translate-y-0.5 fill-current text-primary"
          />
          {summary}
        </p>
      )}
      <div
        className={cn(
          'grid gap-6 md:grid-cols-2',
          shown.length === 2 ? 'mx-auto max-w-4xl' : 'lg:grid-cols-3',
        )}
      >
        {shown.map((item) => (
          <TestimonialCard
            key={item.name + item.date}
            item={item}
            verifiedLabel={verifiedLabel}
            images={ctx.images}
          />
        ))}
      </div>
    </Section>
  )
}
