import type { BlockProps } from '../define'
import type { CaseStudiesSchema } from './schema'
import { Section } from '../shared/ui/section'
import { CaseStudyCard } from './CaseStudyCard'

export function CaseStudies({
  eyebrow,
  title,
  intro,
  moreTitle,
  items,
  ctx,
}: BlockProps<typeof CaseStudiesSchema>) {
  const featured = items.filter((story) => story.is_featured)
  const others = items.filter((story) => !story.is_featured)
  const hasFeatured = featured.length > 0
  return (
    <>
      {hasFeatured && (
        <Section eyebrow={eyebrow} title={title} intro={intro}>
          <div className="grid gap-8 lg:grid-cols-2">
            {featured.map((story) => (
              <CaseStudyCard key={story.id} story={story} featured images={ctx.images} />
            ))}
          </div>
        </Section>
      )}
      {others.length > 0 && (
        <Section
          eyebrow={hasFeatured ? undefined : eyebrow}
          title={hasFeatured ? moreTitle : title}
          intro={hasFeatured ? undefined : intro}
          tone="muted"
        >
          <div className="grid gap-6 md:grid-cols-2">
            {others.map((story) => (
              <CaseStudyCard key={story.id} story={story} featured={false} images={ctx.images} />
            ))}
          </div>
        </Section>
      )}
    </>
  )
}
