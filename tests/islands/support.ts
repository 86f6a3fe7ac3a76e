import { expect } from 'vitest'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { siteContent } from '../support/site'

/** The events the page reported, in order, as the tag manager reads them from window.dataLayer. */
export async function trackedEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { event?: unknown }).event === 'string',
    ),
  )
}

/** Names of the reported events, a conversion shown as `conversion:<name>`. */
export async function eventNames(page: Page): Promise<string[]> {
  return (await trackedEvents(page)).map((entry) =>
    entry.event === 'conversion' ? `conversion:${entry.conversion_name}` : String(entry.event),
  )
}

/** Makes every localStorage and sessionStorage access throw, as in a locked-down browser. */
export async function breakWebStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, area, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    }
  })
}

export type ApiAnswer = { status: number } | 'down'

/** Answers the page's calls to `/api/<name>` itself (a status, or a dead network), recording bodies. */
export async function fakeApi(page: Page | BrowserContext, name: string, answer: ApiAnswer) {
  const bodies: Record<string, unknown>[] = []
  await page.route(`**/api/${name}`, async (route: Route) => {
    bodies.push(JSON.parse(route.request().postData() ?? 'null') as Record<string, unknown>)
    if (answer === 'down') return route.abort('connectionrefused')
    const ok = answer.status < 300
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(ok ? { id: 'test-id' } : { error: 'Server error' }),
    })
  })
  return bodies
}

/** Routes of the site whose blocks include `type` (first the one where it comes latest). */
export function routesWith(type: string): string[] {
  const position = (blocks: { type: string }[]) => blocks.findIndex((block) => block.type === type)
  return siteContent()
    .pages.filter((page) => position(page.blocks) >= 0)
    .sort((a, b) => position(b.blocks) - position(a.blocks))
    .map((page) => page.route)
}

/** Console errors of a page, collected from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Polls until `read` gives the expected value (generous: the machine may be busy). */
export function eventually<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, { timeout: 15_000, interval: 50, message })
}

/**
 * Holds back the contact form island's script (the chunk that posts to /api/messages) until
 * `release()`: the page is as a visitor sees it before the island hydrates.
 */
export async function holdContactIsland(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route('**/assets/chunks/**', async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes('/api/messages')) {
      requested = true
      await held
    }
    await route.fulfill({ response }).catch(() => {})
  })
  return { release, requested: () => requested }
}
