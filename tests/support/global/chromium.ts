import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, CHROMIUM_FLAGS } from '../browser'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium takes connections (`connectBrowser()`). */
    chromiumEndpoint: string
  }
}

/** The Chromium, kept for the run's other end-to-end project (same process, other module copy). */
const SERVER = Symbol.for('site-tests.chromium')
const kept = globalThis as { [SERVER]?: Promise<BrowserServer> }

/**
 * One Chromium for the whole end-to-end run, shared by every test file: each file connects to it
 * and opens its own contexts, which closing its connection closes.
 */
export default async function startOneChromium(project: TestProject) {
  const first = !kept[SERVER]
  kept[SERVER] ??= chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    host: '127.0.0.1',
    port: 0,
  })
  const server = await kept[SERVER]
  project.provide('chromiumEndpoint', server.wsEndpoint())
  if (first)
    return async () => {
      kept[SERVER] = undefined
      await server.close()
    }
}
