import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'

interface Bytes {
  raw: number
  gzip: number
  files: number
}

export interface PageWeight {
  route: string
  js: Bytes
  css: Bytes
  /** All JavaScript once the first island of the page has hydrated (absent without islands). */
  jsAfterIsland?: Bytes
  longestTaskMs: number
}

const empty = (): Bytes => ({ raw: 0, gzip: 0, files: 0 })
const copy = (bytes: Bytes): Bytes => ({ ...bytes })

/** Long tasks are recorded from the very start of the page (buffered observer set before load). */
const recordLongTasks = () => {
  const w = window as unknown as { __longTasks: number[] }
  w.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/** Counts every script and stylesheet the page fetches; `settle` waits for bodies read so far. */
function countResponses(page: Page, weight: PageWeight) {
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const bucket = type === 'script' ? weight.js : type === 'stylesheet' ? weight.css : undefined
    if (!bucket) return
    pending.push(
      response.body().then((body) => {
        bucket.raw += body.length
        bucket.gzip += gzipSync(body).length
        bucket.files += 1
      }),
    )
  })
  return { settle: () => Promise.all(pending) }
}

/** Brings the first island into view and into focus, which meets every hydration strategy. */
async function hydrateFirstIsland(page: Page): Promise<boolean> {
  const island = page.locator('[data-island]').first()
  if ((await island.count()) === 0) return false
  await island.locator('> *').first().scrollIntoViewIfNeeded()
  await island.locator('input, button, select, textarea').first().focus()
  await page.waitForSelector('[data-island][data-hydrated="true"]', { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  return true
}

/** JavaScript and CSS a page loads before any interaction, then after its first island hydrates. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // The exit-intent popup stays closed: its code is not part of the page's first load.
  await context.addInitScript(() => sessionStorage.setItem('exit_intent_shown', 'true'))
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  const weight: PageWeight = { route, js: empty(), css: empty(), longestTaskMs: 0 }
  const responses = countResponses(page, weight)
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
  await responses.settle()
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  )
  weight.longestTaskMs = Math.round(Math.max(0, ...tasks))
  const before = copy(weight.js)
  if (await hydrateFirstIsland(page)) {
    await responses.settle()
    weight.jsAfterIsland = copy(weight.js)
  }
  weight.js = before
  await context.close()
  return weight
}
