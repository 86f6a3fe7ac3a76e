import type { ReactElement } from 'react'
import type { IconName } from '../icon-names'
import { drawings, type DrawingName } from './icon-drawings'

/**
 * An icon as lucide draws it, from its drawing kept as markup: the same `<svg>` as lucide's
 * component, for a fraction of the rendering work and without lucide's code in the browser.
 */
export function Svg({ drawing, className }: { drawing: DrawingName; className?: string }) {
  const { classes, inner } = drawings[drawing]
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${classes} ${className}` : classes}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  )
}

export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  return <Svg drawing={name} className={className} />
}
