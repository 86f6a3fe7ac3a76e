import type { BlockProps } from '../define'
import type { LegalTextSchema } from './schema'
import { parseArticleMarkup } from '../article-body/markup'
import { BodyNode } from '../article-body/ArticleBody'
import { formatLongDate } from '../shared/dates'

export function LegalText({ title, updated, body }: BlockProps<typeof LegalTextSchema>) {
  return (
    <article className="py-10 md:py-16">
      <div className="mx-auto max-w-3xl px-4 md:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">
          Last updated <time dateTime={updated}>{formatLongDate(updated)}</time>
        </p>
        <div className="mt-8 space-y-5 text-base leading-relaxed text-muted-foreground">
          {parseArticleMarkup(body).map((node, index) => (
            <BodyNode key={index} node={node} />
          ))}
        </div>
      </div>
    </article>
  )
}
