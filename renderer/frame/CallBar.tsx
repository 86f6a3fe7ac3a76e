import type { Site } from '../../lib/site/schema'
import { ActionButton } from '../../blocks/shared/ui/action-button'
import { callButton } from './call-button'

/**
 * The phone's always-present call button, fixed to the bottom edge below 640 px (where the header
 * has no room for the number). The body keeps that much space free at its end, so the bar never
 * covers the last line; the bootstrap tucks it away while a call button of the page is in view.
 */
export function CallBar({ site }: { site: Site }) {
  return (
    <div
      data-call-bar
      className="call-bar fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 px-4 py-2 backdrop-blur sm:hidden print:hidden"
    >
      <ActionButton button={callButton(site, 'call-bar', 'primary')} size="lg" className="w-full" />
    </div>
  )
}
