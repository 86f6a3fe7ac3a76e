import type { BlockProps } from '../define'
import type { BlogIndexSchema } from './schema'
import type { ArticleCard } from './article-cards'
import { ArticleCardView } from './ArticleCardView'
import { Section } from '../shared/ui/section'

export type BlogIndexProps = BlockProps<typeof BlogIndexSchema> & {
  /** The cards of `featured` then `recent`, in that order. */
  articles: ArticleCard[]
}

export function BlogIndex({ featuredTitle, recentTitle, readMoreLabel, articles }: BlogIndexProps) {
  const [featured, ...recent] = articles
  return (
    <>
      <Section title={featuredTitle} className="pb-0 md:pb-0">
        <div className="mx-auto max-w-4xl">
          <ArticleCardView article={featured!} readMoreLabel={readMoreLabel} featured />
        </div>
      </Section>
      <Section title={recentTitle}>
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {recent.map((article) => (
            <li key={article.id}>
              <ArticleCardView article={article} readMoreLabel={readMoreLabel} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
