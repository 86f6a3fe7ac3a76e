import { cva } from 'class-variance-authority'
import type { BlockProps } from '../define'
import type { CtaSchema } from './schema'
import { Badge } from '../shared/ui/badge'
import { Icon } from '../shared/ui/icon'
import { ActionButton } from '../shared/ui/action-button'
import { PointList } from '../shared/ui/point-list'

const band = cva('mx-auto max-w-4xl rounded-2xl border px-6 py-12 text-center md:px-12', {
  variants: {
    tone: {
      default: 'border-primary/40 bg-gradient-to-br from-primary/15 via-card to-card',
      emergency: 'border-destructive bg-gradient-to-br from-destructive/25 via-card to-card',
    },
  },
})

export function Cta({ badge, title, text, buttons, points, tone }: BlockProps<typeof CtaSchema>) {
  return (
    <section className="px-4 py-14 md:px-6 md:py-20" data-tone={tone}>
      <div className={band({ tone })}>
        {badge && (
          <Badge tone={tone === 'emergency' ? 'destructive' : 'primary'} className="mb-4">
            {badge.icon && <Icon name={badge.icon} />}
            {badge.text}
          </Badge>
        )}
        <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {buttons.map((button, index) => (
            <ActionButton
              key={button.href + button.label}
              button={{
                ...button,
                variant:
                  button.variant ??
                  (index === 0 && tone === 'emergency' ? 'destructive' : undefined),
              }}
              size="lg"
            />
          ))}
        </div>
        <PointList points={points} className="mt-6" />
      </div>
    </section>
  )
}
