import type { ClientConfig } from '../client-config'
import { onScroll, scrolledPercent } from './scroll'
import { readStorage, writeStorage } from './storage'

export const SHOWN_KEY = 'exit_intent_shown'

/**
 * Opens the exit-intent popup once per browser session, on the first of: the delay elapsing,
 * a scroll past the configured depth, or the mouse leaving through the top of the window.
 * It never interrupts a form: after the visitor's first input in a form field it stays closed
 * for this page view, and once a form has been sent it counts as shown for the session.
 * Only this trigger ships with every page; the popup's code loads when it is about to open.
 */
export function armExitIntent(config: ClientConfig) {
  if (readStorage('sessionStorage', SHOWN_KEY)) return
  const { delaySeconds, scrollPercent } = config.popup
  let armed = true
  const markShown = () => writeStorage('sessionStorage', SHOWN_KEY, 'true')
  const onMouseOut = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) open()
  }
  const timer = setTimeout(open, delaySeconds * 1000)
  const stopScroll = onScroll(() => {
    if (scrolledPercent() > scrollPercent) open()
  })
  document.addEventListener('mouseout', onMouseOut)
  document.addEventListener(
    'input',
    // The visitor has started filling in a form: no popup on this page view.
    (event) => {
      if ((event.target as HTMLInputElement).form) disarm()
    },
    true,
  )
  document.addEventListener(
    'submit',
    // A form sent to the lead API (the calculator's does not post): none for the session.
    (event) => {
      if ((event.target as HTMLFormElement).method !== 'post') return
      disarm()
      markShown()
    },
    true,
  )

  function disarm() {
    armed = false
    clearTimeout(timer)
    stopScroll()
    document.removeEventListener('mouseout', onMouseOut)
  }

  function open() {
    if (!armed) return
    disarm()
    markShown()
    import('../popup/open-popup')
      .then(({ openExitPopup }) => openExitPopup(config))
      .catch((error: unknown) => console.error('Exit-intent popup failed to load', error))
  }
}
