import type { BlockProps } from '../define'
import type { HeroSchema } from './schema'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { ActionButton } from '../shared/ui/action-button'
import { PointList } from '../shared/ui/point-list'
import { Picture } from '../shared/ui/picture'
import { cn } from '../../lib/cn'
import { HERO_IMAGE, HERO_WITH_IMAGE, heroImageHeight } from './hero-image'

export function Hero({
  badge,
  title,
  highlight,
  intro,
  buttons,
  points,
  image,
  ctx,
}: BlockProps<typeof HeroSchema>) {
  const [before, after] = highlight ? title.split(highlight) : [title, undefined]
  const resolved = image && ctx.images[image.src]
  return (
    <section
      className={cn(
        'relative overflow-hidden border-b border-border bg-gradient-to-b from-primary/10 to-background py-16 md:py-24',
        resolved && HERO_WITH_IMAGE,
      )}
      style={resolved ? heroImageHeight(resolved) : undefined}
    >
      <div className="mx-auto max-w-4xl px-4 text-center md:px-6">
        {badge && (
          <Badge tone={badge.tone} className="mb-6">
            {badge.icon && <Icon name={badge.icon} />}
            {badge.text}
          </Badge>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
          {before}
          {highlight && after !== undefined && <span className="text-primary">{highlight}</span>}
          {after}
        </h1>
        {intro && (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground md:text-xl">{intro}</p>
        )}
        {buttons.length > 0 && (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {buttons.map((button) => (
              <ActionButton key={button.href + button.label} button={button} size="lg" />
            ))}
          </div>
        )}
        <PointList points={points} className="mt-8" />
      </div>
      {image && (
        <Picture
          image={image}
          images={ctx.images}
          sizes={HERO_IMAGE.sizes}
          priority
          className={HERO_IMAGE.className}
        />
      )}
    </section>
  )
}
