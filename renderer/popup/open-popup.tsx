import { createRoot } from 'react-dom/client'
import type { ClientConfig } from '../client-config'
import { mountToaster } from '../../blocks/shared/toast'
import { ExitIntentPopup } from './ExitIntentPopup'

/** Renders the exit-intent popup (client-side only) into its own root at the end of the body. */
export function openExitPopup(config: ClientConfig) {
  mountToaster()
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(<ExitIntentPopup config={config} />)
}
