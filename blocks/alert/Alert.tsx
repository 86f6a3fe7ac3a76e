import { cva } from 'class-variance-authority'
import type { BlockProps } from '../define'
import type { AlertSchema } from './schema'
import { Icon } from '../shared/ui/icon'
import { ActionButton } from '../shared/ui/action-button'

const box = cva('flex flex-col gap-4 md:flex-row md:items-center', {
  variants: {
    tone: {
      default: 'border-border bg-card',
      destructive: 'border-destructive bg-destructive/15',
      warning: 'border-warning bg-warning/10',
    },
    layout: {
      banner: 'border-y',
      card: 'mx-auto max-w-4xl rounded-xl border-2 p-6 md:p-8',
    },
  },
})

const iconTone = {
  default: 'text-primary',
  destructive: 'text-destructive',
  warning: 'text-warning',
}

export function Alert({
  tone,
  layout,
  icon,
  title,
  text,
  buttons,
}: BlockProps<typeof AlertSchema>) {
  const content = (
    <>
      <Icon name={icon} className={`size-7 shrink-0 ${iconTone[tone]}`} />
      <div className="flex-1">
        <p className="text-lg font-bold">{title}</p>
        {text && <p className="mt-1 text-foreground">{text}</p>}
      </div>
      {buttons.length > 0 && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {buttons.map((button) => (
            <ActionButton
              key={button.href + button.label}
              button={{
                ...button,
                variant: button.variant ?? (tone === 'destructive' ? 'destructive' : undefined),
              }}
            />
          ))}
        </div>
      )}
    </>
  )
  if (layout === 'card')
    return (
      <div className="px-4 py-10 md:px-6">
        <div className={box({ tone, layout })}>{content}</div>
      </div>
    )
  return (
    <div className={box({ tone, layout, className: 'px-4 py-4 md:px-6' })}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 md:flex-row md:items-center">
        {content}
      </div>
    </div>
  )
}
