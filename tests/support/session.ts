import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { openPage, type ViewportName } from './browser'
import { connectBrowser } from './shared-browser'
import { startSite } from './site'
import { StubWebhook } from '../server/helpers/stub-webhook'

export interface SiteInBrowser {
  server: RunningServer
  browser: Browser
}

/** The built site on the real server and the run's Chromium, for the tests of a file. */
export function useSiteInBrowser(
  options: () => Parameters<typeof startSite>[0] = () => ({}),
): SiteInBrowser {
  const env = {} as SiteInBrowser
  beforeAll(async () => {
    ;[env.server, env.browser] = await Promise.all([startSite(options()), connectBrowser()])
  })
  afterAll(async () => {
    await env.browser?.close()
    await env.server?.close()
  })
  return env
}

/** As `useSiteInBrowser`, with the server forwarding leads to a stub webhook at once. */
export function useSiteWithWebhook(): SiteInBrowser & { webhook: StubWebhook } {
  const webhook = new StubWebhook()
  beforeAll(() => webhook.start())
  afterAll(() => webhook.stop())
  const env = useSiteInBrowser(() => ({
    webhookUrl: webhook.url,
    delivery: { initialBackoffMs: 10, maxBackoffMs: 50, idlePollMs: 100 },
  }))
  return Object.assign(env, { webhook })
}

/** Marks the exit-intent popup as already shown this session, so it stays out of the way. */
export const skipExitPopup = (context: BrowserContext) =>
  context.addInitScript(() => sessionStorage.setItem('exit_intent_shown', 'true'))

/** Opens `route` with the popup out of the way, scrolls to the first `type` island and waits for hydration. */
export async function openIsland(
  env: SiteInBrowser,
  route: string,
  type: string,
  viewport: ViewportName = 'desktop',
) {
  const opened = await openPage(env.browser, viewport)
  await skipExitPopup(opened.context)
  await opened.page.goto(env.server.url + route)
  const island = opened.page.locator(`[data-island="${type}"]`).first()
  await island.locator('> *').first().scrollIntoViewIfNeeded()
  await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true')
  return { ...opened, island }
}
