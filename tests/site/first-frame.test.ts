import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/start-server'
import { openPage, type ViewportName } from '../support/browser'
import { skipExitPopup } from '../support/session'
import { connectBrowser } from '../support/shared-browser'
import { startSite } from '../support/site'
import { startSlowHtml, type SlowHtml } from '../support/slow-html'

const PAUSE_MS = 300
/**
 * The wait before the hero's image: long enough that a page which is not held back paints first,
 * even on a loaded machine (a first paint took up to 400 ms there).
 */
const IMAGE_PAUSE_MS = 1500

let server: RunningServer
let browser: Browser
/** The header arrives without its call button and CTA, then the hero without its intro and buttons. */
let inParts: SlowHtml
/** As a browser without `rel=expect` (Firefox, Safari) sees it: the hero's image arrives last. */
let imageLast: SlowHtml
/** The same with a hero shorter than its image: its heading only. */
let shortHeroImageLast: SlowHtml

/** The hero's text cut down to its badge and heading; a page whose hero differs fails the test. */
function headingOnly(html: string): string {
  const cut = html.replace(/<\/h1>[\s\S]*?(<\/div><picture)/, '</h1>$1')
  if (cut === html) throw new Error('no hero with a heading followed by its image')
  return cut
}

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startSite(), connectBrowser()])
  inParts = await startSlowHtml(server.url, { cuts: ['</nav>', '</h1>'], pauseMs: PAUSE_MS })
  const withoutExpect = (html: string) => html.replace(/<link rel="expect"[^>]*>/, '')
  imageLast = await startSlowHtml(server.url, {
    cuts: ['<picture'],
    pauseMs: IMAGE_PAUSE_MS,
    edit: withoutExpect,
  })
  shortHeroImageLast = await startSlowHtml(server.url, {
    cuts: ['<picture'],
    pauseMs: IMAGE_PAUSE_MS,
    edit: (html) => headingOnly(withoutExpect(html)),
  })
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([inParts, imageLast, shortHeroImageLast].map((slow) => slow?.close()))
  await server?.close()
})

/** What the visitor saw: when the first paint came, and how far the page moved after it. */
async function load(origin: SlowHtml, route: string, viewport: ViewportName) {
  const { context, page } = await openPage(browser, viewport)
  await skipExitPopup(context)
  await page.goto(origin.url + route, { waitUntil: 'load' })
  const seen = await page.evaluate(async () => {
    const firstPaint = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName('first-contentful-paint')[0]
        if (paint) resolve(paint.startTime)
      }).observe({ type: 'paint', buffered: true }),
    )
    let shift = 0
    // What moved, for the message of a failure: each element, from where to where.
    const moved: string[] = []
    interface Shift {
      value: number
      sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        shift += entry.value
        for (const { node, previousRect, currentRect } of entry.sources)
          moved.push(
            `${node?.outerHTML.slice(0, 80) ?? '?'} ${box(previousRect)} → ${box(currentRect)}`,
          )
      }
    }).observe({ type: 'layout-shift', buffered: true })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return { firstPaint, shift, moved: moved.join('\n') }
  })
  await context.close()
  return seen
}

describe('a page that arrives in parts, as on a slow connection', () => {
  it.each([
    ['/', 'desktop'],
    ['/', 'phone'],
    ['/chicago', 'desktop'],
    ['/chicago', 'phone'],
    ['/privacy', 'desktop'],
  ] as const)(
    '%s on %s is first painted with its first screen whole (header, hero)',
    async (route, viewport) => {
      const { firstPaint, shift, moved } = await load(inParts, route, viewport)
      expect(firstPaint).toBeGreaterThanOrEqual(2 * PAUSE_MS)
      expect(shift, moved).toBe(0)
    },
  )

  it.each([
    ['/', 'its hero', () => imageLast],
    ['/chicago', 'its hero', () => imageLast],
    ['/', 'a hero shorter than the image', () => shortHeroImageLast],
  ])(
    '%s on desktop with %s, painted before the image arrives: the heading stays put',
    async (route, _hero, origin) => {
      const { firstPaint, shift, moved } = await load(origin(), route, 'desktop')
      expect(firstPaint).toBeLessThan(IMAGE_PAUSE_MS)
      expect(shift, moved).toBe(0)
    },
  )
})
