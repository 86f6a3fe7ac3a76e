import type { BlockProps } from '../define'
import type { ContactMethod, ContactMethodsSchema } from './schema'
import { cn } from '../../lib/cn'
import { Section } from '../shared/ui/section'
import { Card } from '../shared/ui/card'
import { Icon } from '../shared/ui/icon'

function Value({ method }: { method: ContactMethod }) {
  const className = 'mt-2 block text-lg font-bold break-words text-primary'
  if (!method.href) return <p className={className}>{method.value}</p>
  const isPhone = method.href.startsWith('tel:')
  return (
    <a
      href={method.href}
      data-context={isPhone ? (method.context ?? 'contact-methods') : undefined}
      className={cn(className, 'underline-offset-4 hover:underline')}
    >
      {method.value}
    </a>
  )
}

export function ContactMethods({
  eyebrow,
  title,
  intro,
  items,
  tone,
}: BlockProps<typeof ContactMethodsSchema>) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((method) => {
          const emergency = method.emphasis === 'emergency'
          return (
            <li key={method.title}>
              <Card
                className={cn('h-full text-center', emergency && 'border-2 border-destructive')}
              >
                <span
                  className={cn(
                    'mx-auto flex size-12 items-center justify-center rounded-full',
                    emergency
                      ? 'bg-destructive text-destructive-foreground'
                      : 'bg-primary/15 text-primary',
                  )}
                >
                  <Icon name={method.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{method.title}</h3>
                <Value method={method} />
                <p className="mt-2 text-sm text-muted-foreground">{method.description}</p>
              </Card>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
