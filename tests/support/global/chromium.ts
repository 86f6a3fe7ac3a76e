import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, CHROMIUM_FLAGS } from '../browser'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium takes connections (`connectBrowser()`). */
    chromiumEndpoint: string
  }
}

/**
 * One Chromium for the whole end-to-end run, shared by every test file: each file connects to it
 * and opens its own contexts, which closing its connection closes.
 */
export default async function startOneChromium(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    host: '127.0.0.1',
    port: 0,
  })
  project.provide('chromiumEndpoint', server.wsEndpoint())
  return () => server.close()
}
