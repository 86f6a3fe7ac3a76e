import type { Button as ButtonData } from '../fields'
import { ButtonLink, type ButtonStyle } from './button'
import { Icon } from './icon'

/** A call-to-action link from content; tel: links get a phone icon and a tracking context. */
export function ActionButton({
  button,
  size,
  className,
}: {
  button: ButtonData
  size?: ButtonStyle['size']
  className?: string
}) {
  const isPhone = button.href.startsWith('tel:')
  return (
    <ButtonLink
      href={button.href}
      variant={button.variant ?? (isPhone ? 'outline' : 'primary')}
      size={size}
      className={className}
      data-context={isPhone ? (button.context ?? undefined) : undefined}
    >
      {isPhone && <Icon name="phone" />}
      {button.label}
    </ButtonLink>
  )
}
