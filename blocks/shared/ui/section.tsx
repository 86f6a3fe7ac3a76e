import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

interface SectionProps {
  id?: string
  eyebrow?: string
  title?: string
  intro?: string
  tone?: 'default' | 'muted'
  className?: string
  children?: ReactNode
}

/** A page section with an optional centred heading; every block sits in one. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'default',
  className,
  children,
}: SectionProps) {
  return (
    <section id={id} className={cn('py-14 md:py-20', tone === 'muted' && 'bg-muted/40', className)}>
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        {title && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow && (
              <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">
                {eyebrow}
              </p>
            )}
            <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h2>
            {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  )
}
