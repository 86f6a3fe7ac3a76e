import type { ClientConfig } from '../client-config'
import { onScroll, scrolledPercent } from './scroll'
import { readStorage, writeStorage } from './storage'

export const SHOWN_KEY = 'exit_intent_shown'

/**
 * Opens the exit-intent popup once per browser session, on the first of: the delay elapsing,
 * a scroll past the configured depth, or the mouse leaving through the top of the window.
 * Only this trigger ships with every page; the popup's code loads when it is about to open.
 */
export function armExitIntent(config: ClientConfig) {
  if (readStorage('sessionStorage', SHOWN_KEY)) return
  const { delaySeconds, scrollPercent } = config.popup
  let opened = false

  const onMouseOut = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) open()
  }
  const timer = setTimeout(open, delaySeconds * 1000)
  const stopScroll = onScroll(() => {
    if (scrolledPercent() > scrollPercent) open()
  })
  document.addEventListener('mouseout', onMouseOut)

  function open() {
    if (opened) return
    opened = true
    clearTimeout(timer)
    stopScroll()
    document.removeEventListener('mouseout', onMouseOut)
    writeStorage('sessionStorage', SHOWN_KEY, 'true')
    import('../popup/open-popup')
      .then(({ openExitPopup }) => openExitPopup(config))
      .catch((error: unknown) => console.error('Exit-intent popup failed to load', error))
  }
}
