import type { CaseStudy } from './schema'
import { amountSavedText, serviceBadgeClass, timelineText } from './format'
import { cn } from '../../lib/cn'
import { formatLongDate } from '../shared/dates'
import { Card } from '../shared/ui/card'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { Picture } from '../shared/ui/picture'
import type { PageImages } from '../../lib/images/resolved-image'

const parts = [
  ['The Situation', 'client_situation'],
  ['Our Solution', 'solution_provided'],
  ['The Outcome', 'outcome'],
] as const

interface CaseStudyCardProps {
  story: CaseStudy
  featured: boolean
  images: PageImages
}

export function CaseStudyCard({ story, featured, images }: CaseStudyCardProps) {
  const saved = amountSavedText(story.amount_saved)
  return (
    <Card
      id={story.id}
      className={cn('flex h-full scroll-mt-24 flex-col', featured && 'border-primary/60 md:p-8')}
    >
      {story.image && (
        <Picture
          image={story.image}
          images={images}
          sizes={featured ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 768px) 50vw, 100vw'}
          className="mb-5 w-full rounded-lg"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={serviceBadgeClass[story.service_type]}>{story.service_type}</Badge>
        <Badge tone="outline">
          <Icon name="home" />
          {story.property_type}
        </Badge>
      </div>
      <h3 className={cn('mt-4 font-bold', featured ? 'text-2xl' : 'text-xl')}>{story.title}</h3>
      <dl className="mt-4 flex-1 space-y-3">
        {parts.map(([label, key]) => (
          <div key={key}>
            <dt className="text-sm font-semibold text-primary">{label}</dt>
            <dd className="mt-1 text-muted-foreground">{story[key]}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 border-t border-border pt-4 text-sm">
        {saved && (
          <li className="flex items-center gap-1.5 font-semibold text-success">
            <Icon name="dollar" className="size-4" />
            {saved}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <Icon name="clock" className="size-4 text-primary" />
          {timelineText(story.timeline_days)}
        </li>
        <li className="flex items-center gap-1.5 text-muted-foreground">
          <Icon name="calendar" className="size-4" />
          <time dateTime={story.created_at}>{formatLongDate(story.created_at)}</time>
        </li>
      </ul>
    </Card>
  )
}
