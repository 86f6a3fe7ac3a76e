import type { BlockProps } from '../define'
import type { ArticleBodySchema } from './schema'
import { parseArticleMarkup, type ArticleNode, type Span } from './markup'
import { formatLongDate } from '../shared/dates'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'

export function ArticleBody({
  title,
  excerpt,
  author,
  publishDate,
  tags,
  body,
  backLink,
}: BlockProps<typeof ArticleBodySchema>) {
  return (
    <article className="py-10 md:py-16">
      <div className="mx-auto max-w-3xl px-4 md:px-6">
        <a
          href={backLink.href}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline print:hidden"
        >
          <span aria-hidden="true">←</span> {backLink.label}
        </a>
        <header className="mt-3 border-b border-border pb-8">
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge tone="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="size-4 text-primary" />
              <time dateTime={publishDate}>{formatLongDate(publishDate)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="users" className="size-4 text-primary" />
              {author}
            </span>
          </p>
        </header>
        <div className="mt-8 space-y-5 text-base leading-relaxed text-muted-foreground md:text-lg">
          {parseArticleMarkup(body).map((node, index) => (
            <BodyNode key={index} node={node} />
          ))}
        </div>
      </div>
    </article>
  )
}

/** The page H1 is the article title, so body headings start at h2. */
export function BodyNode({ node }: { node: ArticleNode }) {
  switch (node.kind) {
    case 'heading':
      return node.level === 1 ? (
        <h2 className="pt-6 text-2xl font-bold text-foreground md:text-3xl">
          <Spans spans={node.spans} />
        </h2>
      ) : (
        <h3 className="pt-3 text-xl font-semibold text-foreground">
          <Spans spans={node.spans} />
        </h3>
      )
    case 'bold':
      return <p className="font-semibold text-foreground">{node.text}</p>
    case 'note':
      return <p className="border-l-2 border-primary pl-4 text-sm italic">{node.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary">
          {node.items.map((item, index) => (
            <li key={index}>
              <Spans spans={item} />
            </li>
          ))}
        </ul>
      )
    case 'paragraph':
      return (
        <p>
          <Spans spans={node.spans} />
        </p>
      )
  }
}

function Spans({ spans }: { spans: Span[] }) {
  return spans.map((span, index) =>
    span.strong ? (
      <strong key={index} className="font-semibold text-foreground">
        {span.text}
      </strong>
    ) : (
      span.text
    ),
  )
}
