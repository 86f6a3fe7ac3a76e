import type { ClientConfig } from '../client-config'
import { onScroll, scrolledPercent } from './scroll'
import { readStorage, writeStorage } from './storage'

export const SHOWN_KEY = 'exit_intent_shown'

/**
 * Opens the exit-intent popup once per browser session, on the first of: the delay elapsing,
 * a scroll past the configured depth, or the mouse leaving through the top of the window.
 * It never interrupts a form: after the visitor's first input in a form field it stays closed
 * for this page view, and once a lead has been sent it counts as shown for the session.
 * Only this trigger ships with every page; the popup's code loads when it is about to open.
 */
export function armExitIntent(config: ClientConfig) {
  if (readStorage('sessionStorage', SHOWN_KEY)) return
  const { delaySeconds, scrollPercent } = config.popup
  const onMouseOut = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) open()
  }
  const timer = setTimeout(open, delaySeconds * 1000)
  const stopScroll = onScroll(() => {
    if (scrolledPercent() > scrollPercent) open()
  })
  const onInput = (event: Event) => {
    // The visitor has started filling in a form: no popup on this page view.
    if ((event.target as HTMLInputElement).form) disarm()
  }
  // A lead sent, none for the session: a form the browser posts itself, as one is before its
  // island hydrates (on to /thank-you), or one whose island reports its lead sent (`leadSent` in
  // blocks/shared/field-errors.ts, not imported: it would bring React to every page). An island
  // takes its form's submit (preventDefault, seen here as the event bubbles up after its
  // handler); the calculator's form does not post.
  const onSent = (event: Event) => {
    if (!event.defaultPrevented && (event.target as HTMLFormElement).method === 'post') disarm(true)
  }
  document.addEventListener('mouseout', onMouseOut)
  document.addEventListener('input', onInput)
  document.addEventListener('submit', onSent)
  document.addEventListener('lead-sent', onSent)

  /** Stops every trigger: for this page view, or for the session (the popup counts as shown). */
  function disarm(forSession?: boolean) {
    clearTimeout(timer)
    stopScroll()
    document.removeEventListener('mouseout', onMouseOut)
    document.removeEventListener('input', onInput)
    if (forSession) writeStorage('sessionStorage', SHOWN_KEY, 'true')
  }

  function open() {
    disarm(true)
    import('../popup/open-popup')
      .then(({ openExitPopup }) => openExitPopup(config))
      .catch((error: unknown) => console.error('Exit-intent popup failed to load', error))
  }
}
