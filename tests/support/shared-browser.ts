import { chromium, type Browser } from 'playwright-core'
import { inject } from 'vitest'

/**
 * A connection to the run's one Chromium (started by tests/support/global/chromium.ts). Closing
 * it closes the contexts this file opened and leaves the browser to the other files.
 */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('chromiumEndpoint'))
