import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser'
import { skipExitPopup, useSiteInBrowser } from '../support/session'
import { routesWith } from './support'

const env = useSiteInBrowser()

/**
 * Records, from the parsed page on, every change made inside an island before that
 * island reports itself hydrated: hydration that adopts the server HTML changes nothing.
 */
const recordChangesBeforeHydration = () => {
  const changes: string[] = []
  const hydrated = new Set<Element>()
  ;(window as unknown as { __hydrationChanges: string[] }).__hydrationChanges = changes
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement
      const island = target?.closest('[data-island]')
      if (!island) continue
      if (record.target === island && record.attributeName === 'data-hydrated') {
        hydrated.add(island)
        continue
      }
      if (hydrated.has(island)) continue
      const what = record.type === 'attributes' ? `attribute ${record.attributeName}` : record.type
      changes.push(`${island.getAttribute('data-island')}: ${what} on <${target?.localName}>`)
    }
  })
  // From the end of parsing, before any script of the page runs.
  document.addEventListener('readystatechange', function start() {
    document.removeEventListener('readystatechange', start)
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
}

/** The island's HTML as the server sent it, parsed by the same browser. */
const serverIslandHtml = (page: Page, type: string) =>
  page.evaluate(async (islandType) => {
    const html = await (await fetch(location.href)).text()
    const doc = new DOMParser().parseFromString(html, 'text/html')
    return doc.querySelector(`[data-island="${islandType}"]`)?.innerHTML
  }, type)

describe.each(['calculator', 'contact-form'])('hydration of the %s island', (type) => {
  const route = routesWith(type)[0]!

  it(`adopts the server HTML unchanged, with no console warning or error (${route})`, async () => {
    const { context, page } = await openPage(env.browser)
    await skipExitPopup(context)
    await page.addInitScript(recordChangesBeforeHydration)
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        messages.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
    await page.goto(env.server.url + route)
    const island = page.locator(`[data-island="${type}"]`).first()
    await island.locator('> *').first().scrollIntoViewIfNeeded()
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true')
    const changes = await page.evaluate(
      () => (window as unknown as { __hydrationChanges: string[] }).__hydrationChanges,
    )
    expect(changes).toEqual([])
    if (type === 'calculator')
      expect(await island.innerHTML()).toBe(await serverIslandHtml(page, type))
    expect(messages).toEqual([])
    await context.close()
  })
})
