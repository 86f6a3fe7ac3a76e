import { cn } from '../../lib/cn'
import { formatLongDate } from '../shared/dates'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { MAX_CARD_TAGS, type ArticleCard } from './article-cards'

/** A blog card; the title link covers the whole card, so the card is one link, not several. */
export function ArticleCardView({
  article,
  readMoreLabel,
  featured = false,
}: {
  article: ArticleCard
  readMoreLabel: string
  featured?: boolean
}) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-colors focus-within:border-primary hover:border-primary',
        featured
          ? 'border-primary/50 bg-gradient-to-br from-primary/10 to-card md:p-10'
          : 'border-border',
      )}
    >
      <ul className="flex flex-wrap gap-2" aria-label="Tags">
        {article.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
          <li key={tag}>
            <Badge tone="secondary">{tag}</Badge>
          </li>
        ))}
      </ul>
      <h3
        className={cn(
          'mt-4 font-bold tracking-tight text-balance',
          featured ? 'text-2xl md:text-4xl' : 'text-xl',
        )}
      >
        <a
          href={article.href}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {article.title}
        </a>
      </h3>
      <p className={cn('mt-3 text-muted-foreground', featured && 'md:text-lg')}>
        {article.excerpt}
      </p>
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-5 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Icon name="calendar" className="size-4 text-primary" />
          <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="users" className="size-4 text-primary" />
          {article.author}
        </span>
      </p>
      <p aria-hidden="true" className="mt-4 text-sm font-semibold text-primary">
        {readMoreLabel} →
      </p>
    </article>
  )
}
