import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export interface PageWeight {
  route: string
  js: { raw: number; gzip: number; files: number }
  css: { raw: number; gzip: number; files: number }
  longestTaskMs: number
}

const empty = () => ({ raw: 0, gzip: 0, files: 0 })

/** Long tasks are recorded from the very start of the page (buffered observer set before load). */
const recordLongTasks = () => {
  const w = window as unknown as { __longTasks: number[] }
  w.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/** JavaScript and CSS a page loads before any interaction, as Chromium fetches them. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  const weight: PageWeight = { route, js: empty(), css: empty(), longestTaskMs: 0 }
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
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  )
  weight.longestTaskMs = Math.round(Math.max(0, ...tasks))
  await context.close()
  return weight
}
